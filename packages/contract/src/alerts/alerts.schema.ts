import { z } from 'zod';
import { fieldChangeSchema } from '../changes/change.schema.js';
import { alertReasons, type AlertsAnswer, type Watch } from './alerts.js';
import { listingKinds } from '../listing-kinds.js';
import type { ListingKindKey } from '../listing.js';
import { oneOf } from '../schema-fields.js';
import { isObjectIdText, objectIdText } from '../slug.js';
import { securityWatchKeys } from './security-watches.js';

const kindKeys = listingKinds.map((kind) => kind.key) as [ListingKindKey, ...ListingKindKey[]];

/** The path of `PUT` and `DELETE /api/me/watches/:kind/:id`. */
export const watchParamsSchema = z.strictObject({
  kind: oneOf(kindKeys),
  id: z
    .string()
    .refine(isObjectIdText, { message: 'must be a product id (24 hexadecimal digits)' })
    .meta(objectIdText),
});
export type WatchParams = z.output<typeof watchParamsSchema>;

/** The path of `POST /api/me/alerts/:id/read`. */
export const alertParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isObjectIdText, { message: 'must be an alert id (24 hexadecimal digits)' })
    .meta(objectIdText),
});

/** A product the user watches, as `GET /api/me/watches` answers it. */
export const watchSchema: z.ZodType<Watch> = z.object({
  kind: z.enum(kindKeys),
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  since: z.string(),
});

/** The user's alerts, newest first, and how many are unread. */
export const alertsAnswerSchema: z.ZodType<AlertsAnswer> = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      reason: z.enum(alertReasons),
      product: z.object({
        kind: z.enum([...kindKeys, ...securityWatchKeys]),
        id: z.string(),
        title: z.string(),
        slug: z.string(),
      }),
      summary: z.string(),
      changes: z.array(fieldChangeSchema),
      at: z.string(),
      read: z.boolean(),
    }),
  ),
  unread: z.int().min(0),
});
