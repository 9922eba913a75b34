/**
 * A name as merchant searches compare it: lower case, apostrophes dropped and every other run of
 * signs a single space, so 'McDonald's', 'mcdonalds' and 'MCDONALDS ' meet.
 */
export function merchantSearchKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
