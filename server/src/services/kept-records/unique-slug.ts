import { randomBytes } from 'node:crypto';
import mongoose, { type Model, type QueryFilter } from 'mongoose';
import { isDuplicateKeyError } from '../../lib/duplicate-key.js';
import { isObjectIdText, slugify } from '../../lib/slug.js';

const MAX_NUMBERED_SUFFIX = 100;
/** Enough for dozens of simultaneous creates of one title; each lost race costs one attempt. */
const MAX_CREATE_ATTEMPTS = 50;

/** Whether a record of `model` other than `exceptId` holds `slug`. */
export async function slugHeldByAnother<T>(
  model: Model<T>,
  slug: string,
  exceptId?: string,
): Promise<boolean> {
  const holder = await model
    .findOne({ slug } as QueryFilter<T>)
    .select('_id')
    .lean();
  return holder !== null && String(holder._id) !== exceptId;
}

/** A slug of `model` derived from a title and free now: `title`, then `title-2`, `title-3`... */
async function uniqueSlug<T>(model: Model<T>, title: string, fallback: string) {
  let base = slugify(title) || fallback;
  if (isObjectIdText(base)) base = `${base}-${fallback}`;
  // Slugs are letters, digits and hyphens, so the pattern needs no escaping.
  const numbered = { slug: mongoose.trusted({ $regex: `^${base}(-[0-9]+)?$` }) };
  const holders = await model
    .find(numbered as QueryFilter<T>)
    .select('slug')
    .lean<{ slug: string }[]>();
  const used = new Set(holders.map((holder) => holder.slug));
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
export async function createWithUniqueSlug<T, Created>(
  model: Model<T>,
  title: string,
  fallback: string,
  create: (slug: string) => Promise<Created>,
): Promise<Created> {
  for (let attempt = 1; ; attempt += 1) {
    const slug = await uniqueSlug(model, title, fallback);
    try {
      return await create(slug);
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt >= MAX_CREATE_ATTEMPTS) throw error;
    }
  }
}
