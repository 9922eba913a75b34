import { z } from 'zod';
import { isHttpUrl } from './text.js';

export function text(maxLength: number) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`);
}

export function requiredText(maxLength: number) {
  return text(maxLength).min(1, 'is required');
}

/** An http(s) address, or empty. */
export const linkText = text(2000).refine((value) => value === '' || isHttpUrl(value), {
  message: 'must be an http(s) address',
});
