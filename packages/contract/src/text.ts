import { z } from 'zod';

export function text(maxLength: number) {
  return z
    .string({ error: 'must be text' })
    .trim()
    .max(maxLength, `must be at most ${maxLength} characters`);
}

export function requiredText(maxLength: number) {
  return text(maxLength).min(1, 'is required');
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** An http(s) address, or empty. */
export const linkText = text(2000).refine((value) => value === '' || isHttpUrl(value), {
  message: 'must be an http(s) address',
});

/** Whether `value` is `YYYY-MM-DD` naming a day that exists (no 2025-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
