import { z } from 'zod';
import { isObjectIdText, slugify } from './slug.js';
import { text } from './text.schema.js';

/** A slug as an editor types it, normalised; the admin forms and the server check it alike. */
export const slugSchema = text(100).transform((value, ctx) => {
  const slug = slugify(value);
  if (slug === '') {
    ctx.addIssue({ code: 'custom', message: 'must contain letters or digits' });
    return z.NEVER;
  }
  if (isObjectIdText(slug)) {
    ctx.addIssue({ code: 'custom', message: 'must not look like an id' });
    return z.NEVER;
  }
  return slug;
});
