import type { z } from 'zod';

/** One message per field path ('terms.annualFee'), the first zod gave, as the server words it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.');
    errors[field] ??= issue.message.replace(/^Invalid input: /, '');
  }
  return errors;
}

/** The field and message of a server answer such as 'link: must be an http(s) address'. */
export function fieldOfServerMessage(message: string): { field: string; problem: string } | null {
  const match = /^([\w.]+): (.+)$/.exec(message);
  return match ? { field: match[1]!, problem: match[2]! } : null;
}
