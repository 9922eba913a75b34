import { ApiError } from '../utils/api-error.js';
import { isObjectIdText, slugify } from '../utils/slug.js';

/** Whether a slug is held by a record other than `exceptId`. */
export type SlugTaken = (slug: string, exceptId?: string) => Promise<boolean>;

const MAX_NUMBERED_SUFFIX = 100;

/** A free slug derived from a title: `title`, then `title-2`, `title-3`... */
export async function deriveSlug(
  title: string,
  fallback: string,
  isTaken: SlugTaken,
): Promise<string> {
  let base = slugify(title) || fallback;
  if (isObjectIdText(base)) base = `${base}-${fallback}`;
  if (!(await isTaken(base))) return base;
  for (let suffix = 2; suffix <= MAX_NUMBERED_SUFFIX; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base}-${Date.now().toString(36)}`;
}

/** Refuses a slug chosen by the editor when another record holds it. */
export async function assertSlugFree(
  slug: string,
  isTaken: SlugTaken,
  duplicateMessage: string,
  exceptId?: string,
): Promise<void> {
  if (await isTaken(slug, exceptId)) throw new ApiError(409, duplicateMessage);
}

export function isDuplicateKeyError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}
