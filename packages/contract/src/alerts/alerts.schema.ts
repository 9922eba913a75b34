import { z } from 'zod';
import { listingKinds } from '../listing-kinds.js';
import type { ListingKindKey } from '../listing.js';
import { oneOf } from '../schema-fields.js';
import { isObjectIdText } from '../slug.js';

const kindKeys = listingKinds.map((kind) => kind.key) as [ListingKindKey, ...ListingKindKey[]];

/** The path of `PUT` and `DELETE /api/me/watches/:kind/:id`. */
export const watchParamsSchema = z.strictObject({
  kind: oneOf(kindKeys),
  id: z
    .string()
    .refine(isObjectIdText, { message: 'must be a product id (24 hexadecimal digits)' }),
});
export type WatchParams = z.output<typeof watchParamsSchema>;

/** The path of `POST /api/me/alerts/:id/read`. */
export const alertParamsSchema = z.strictObject({
  id: z.string().refine(isObjectIdText, { message: 'must be an alert id (24 hexadecimal digits)' }),
});
