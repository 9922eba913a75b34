import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { ApiError } from '../lib/api-error.js';
import { isObjectIdText, slugify } from '../lib/slug.js';

/** Whether a slug is held by a record other than `exceptId`. */
export type SlugTaken = (slug: string, exceptId?: string) => Promise<boolean>;

const MAX_NUMBERED_SUFFIX = 100;
/** Enough for dozens of simultaneous creates of one title; each lost race costs one attempt. */
const MAX_CREATE_ATTEMPTS = 50;

/** The slugs in use among `base`, `base-2`, `base-3`... */
export type SlugsInUse = (base: string) => Promise<readonly string[]>;

/** The query behind a `SlugsInUse`; slugs are letters, digits and hyphens, so need no escaping. */
export function numberedSlugsFilter(base: string) {
  return { slug: mongoose.trusted({ $regex: `^${base}(-[0-9]+)?$` }) };
}

/** A free slug derived from a title: `title`, then `title-2`, `title-3`... */
export async function deriveSlug(
  title: string,
  fallback: string,
  slugsInUse: SlugsInUse,
): Promise<string> {
  let base = slugify(title) || fallback;
  if (isObjectIdText(base)) base = `${base}-${fallback}`;
  const used = new Set(await slugsInUse(base));
  if (!used.has(base)) return base;
  for (let suffix = 2; suffix <= MAX_NUMBERED_SUFFIX; suffix += 1) {
    const candidate = `${base}-${suffix}`;
    if (!used.has(candidate)) return candidate;
  }
  return `${base}-${randomBytes(4).toString('hex')}`;
}

/**
 * Creates a record under a slug derived from its title. Another request may take the same free
 * slug between the check and the insert: the unique index refuses the later one, which then
 * derives the next free slug and tries again.
 */
export async function createWithDerivedSlug<T>(
  title: string,
  fallback: string,
  slugsInUse: SlugsInUse,
  create: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await deriveSlug(title, fallback, slugsInUse);
    try {
      return await create(slug);
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= MAX_CREATE_ATTEMPTS) throw error;
    }
  }
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
