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

/** A server refusal that names its field, such as 'terms.earn.0.rate: must be at most 100'. */
export interface ServerFieldMessage {
  /** The field as named, brackets read as dots: 'terms.earn.0.rate'. */
  field: string;
  /** The steps of the field, indexes as numbers: ['terms', 'earn', 0, 'rate']. */
  path: (string | number)[];
  problem: string;
}

/** The field and problem of a server answer 'field: problem', or null when it names no field. */
export function fieldOfServerMessage(
  message: string | null | undefined,
): ServerFieldMessage | null {
  const match = /^([\w.[\]-]+): (.+)$/s.exec(message ?? '');
  if (!match) return null;
  const [, named = '', problem = ''] = match;
  const path = named
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter((step) => step !== '')
    .map((step) => (/^\d+$/.test(step) ? Number(step) : step));
  return { field: path.join('.'), path, problem };
}
