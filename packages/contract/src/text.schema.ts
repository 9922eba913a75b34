import { z } from 'zod';
import { isHttpUrl, xmlForbiddenCharacterIn } from './text.js';

/** Refuses a text holding a character XML forbids (a control character, U+FFFE), naming it. */
export function refuseXmlForbidden(value: string, ctx: z.RefinementCtx): void {
  const forbidden = xmlForbiddenCharacterIn(value);
  if (forbidden) {
    ctx.addIssue({
      code: 'custom',
      message: `must not contain the invisible character ${forbidden}`,
    });
  }
}

export function text(maxLength: number) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`)
    .superRefine(refuseXmlForbidden);
}

export function requiredText(maxLength: number) {
  return text(maxLength).min(1, 'is required');
}

/** An http(s) address, or empty. */
export const linkText = text(2000).refine((value) => value === '' || isHttpUrl(value), {
  message: 'must be an http(s) address',
});
