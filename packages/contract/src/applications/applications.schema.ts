import { z } from 'zod';
import { isCalendarDay, singaporeDay } from '../as-of.js';
import { listingKinds } from '../listing-kinds.js';
import type { ListingKindKey } from '../listing.js';
import { oneOf } from '../schema-fields.js';
import { isObjectIdText, objectIdText } from '../slug.js';
import {
  applicationStatuses,
  deadlineNames,
  MAX_SPEND_ENTRIES,
  reminderKinds,
  type Application,
  type NotificationSettings,
} from './applications.js';

const kindKeys = listingKinds.map((kind) => kind.key) as [ListingKindKey, ...ListingKindKey[]];

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;

/** A Singapore day `YYYY-MM-DD` at most a year after today. */
export const applicationDaySchema = z
  .string({ error: 'must be a date as YYYY-MM-DD' })
  .refine(isCalendarDay, { message: 'must be a date as YYYY-MM-DD' })
  .refine((day) => day <= singaporeDay(new Date(Date.now() + YEAR_MS - 24 * 60 * 60 * 1000)), {
    message: 'must not be more than a year ahead',
  });

/** The message of a day before the application's: `must not be before the application day (…)`. */
export const applicationDayMessage = (appliedOn: string) =>
  `must not be before the application day (${appliedOn})`;

const productIdSchema = z
  .string({ error: 'is required' })
  .refine(isObjectIdText, { message: 'must be a product id (24 hexadecimal digits)' })
  .meta(objectIdText);

/** `POST /api/me/applications`: "I applied for this product on this day" (and maybe approved). */
export const applicationCreateSchema = z
  .strictObject({
    kind: oneOf(kindKeys),
    productId: productIdSchema,
    appliedOn: applicationDaySchema,
    approvedOn: applicationDaySchema.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.approvedOn && body.approvedOn < body.appliedOn) {
      ctx.addIssue({
        code: 'custom',
        path: ['approvedOn'],
        message: applicationDayMessage(body.appliedOn),
      });
    }
  });
export type ApplicationCreate = z.output<typeof applicationCreateSchema>;

/** `PATCH`-like `PUT /api/me/applications/:id/days`: the later days; null clears one. */
export const applicationDaysSchema = z.strictObject({
  approvedOn: applicationDaySchema.nullable().optional(),
  activatedOn: applicationDaySchema.nullable().optional(),
  claimedOn: applicationDaySchema.nullable().optional(),
  paidOn: applicationDaySchema.nullable().optional(),
});
export type ApplicationDaysUpdate = z.output<typeof applicationDaysSchema>;

/** `POST /api/me/applications/:id/spend`: one purchase, or a statement's total. */
export const spendEntrySchema = z.strictObject({
  on: applicationDaySchema,
  amount: z
    .number({ error: 'must be a number' })
    .min(0, 'must not be negative')
    .max(10_000_000, 'must be at most 10000000'),
});

/** The path of `/api/me/applications/:id` and below. */
export const applicationParamsSchema = z.strictObject({
  id: z
    .string()
    .refine(isObjectIdText, { message: 'must be an application id (24 hexadecimal digits)' })
    .meta(objectIdText),
});

/** The path of `DELETE /api/me/applications/:id/spend/:index`. */
export const spendEntryParamsSchema = applicationParamsSchema.extend({
  index: z.coerce
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be at least 0')
    .max(MAX_SPEND_ENTRIES - 1, `must be less than ${MAX_SPEND_ENTRIES}`),
});

const day = z.string();

export const applicationSchema: z.ZodType<Application> = z.object({
  id: z.string(),
  product: z.object({
    kind: z.enum(kindKeys),
    id: z.string(),
    title: z.string(),
    slug: z.string(),
  }),
  appliedOn: day,
  approvedOn: day.optional(),
  activatedOn: day.optional(),
  claimedOn: day.optional(),
  paidOn: day.optional(),
  offer: z.object({
    description: z.string(),
    minSpend: z.number().optional(),
    withinDays: z.number().optional(),
    spendWindowFrom: z.enum(['approval', 'activation']).optional(),
    claim: z
      .object({
        method: z.enum(['automatic', 'form']),
        fromDays: z.number().optional(),
        withinDays: z.number().optional(),
        from: z.enum(['approval', 'spendMet']).optional(),
      })
      .optional(),
    payout: z
      .object({
        fromDays: z.number(),
        toDays: z.number(),
        after: z.enum(['approval', 'spendMet', 'claim']),
      })
      .optional(),
    expiresAt: day.optional(),
  }),
  termsAsOf: z.string().nullable(),
  spend: z.array(z.object({ on: day, amount: z.number() })),
  deadlines: z.array(z.object({ name: z.enum(deadlineNames), day })),
  progress: z.object({ minSpend: z.number(), counted: z.number(), metOn: day.optional() }),
  status: z.enum(applicationStatuses),
  reason: z.string().optional(),
});

export const applicationsAnswerSchema = z.array(applicationSchema);

/** `PUT /api/me/notification-settings` and its answer. */
export const notificationSettingsSchema: z.ZodType<NotificationSettings> = z.strictObject({
  remindersOff: z.array(oneOf(reminderKinds)).max(reminderKinds.length),
  digest: z.boolean({ error: 'must be true or false' }),
});

/** The query of the digest's unsubscribe link: the signed token that names the user. */
export const digestUnsubscribeQuerySchema = z.strictObject({
  token: z.string({ error: 'is required' }).min(1, 'is required').max(200),
});
