import { z } from 'zod';
import { bankCategories, type ListField, type ListingKind } from '../listings/listing-kinds.js';
import {
  emptyAsUndefined,
  imageReference,
  jsonText,
  linkField,
  objectIdField,
  optionalText,
  priorityField,
  requiredText,
  slugField,
  text,
  textLines,
} from './fields.js';
import { pagingFields } from './paging.schema.js';
import { optionalSearchField, queryObject, sortField } from './query.schema.js';

const tiersSchema = z.object({
  tier1: text(300).default(''),
  tier2: text(300).default(''),
  tier3: text(300).default(''),
});

/** Whether `value` is `YYYY-MM-DD` naming a day that exists (no 2025-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** The last day an offer runs (Singapore time); empty or null means it does not end. */
const offerExpiry = z.preprocess(
  (value) => (value === null ? undefined : emptyAsUndefined(value)),
  z
    .string({ error: 'must be a date as YYYY-MM-DD' })
    .trim()
    .refine(isCalendarDate, { message: 'must be a date as YYYY-MM-DD' })
    .optional(),
);

const rewardOfferSchema = z.object({
  description: text(1000).default(''),
  tag: text(100).default(''),
  link: linkField.default(''),
  expiresAt: offerExpiry,
});

export const categoryField = z.enum(bankCategories, {
  error: `must be one of ${bankCategories.join(', ')}`,
});

function detailsSchema(kind: ListingKind) {
  const lists = Object.fromEntries(kind.listFields.map((field) => [field, textLines.optional()]));
  return z.object(lists) as z.ZodType<Partial<Record<ListField, string[]>>>;
}

/** The create and update payloads of one kind, with `details` spread into the kind's lists. */
export function listingSchemas(kind: ListingKind) {
  const fields = {
    title: requiredText(200),
    subtitle: optionalText(300),
    slug: slugField,
    priority: priorityField,
    category: categoryField,
    image: imageReference,
    tiers: jsonText(tiersSchema),
    rewardOffer: jsonText(z.array(rewardOfferSchema).max(20, 'must have at most 20 offers')),
    details: jsonText(detailsSchema(kind)),
  };
  const spreadDetails = <T extends { details?: Partial<Record<ListField, string[]>> | undefined }>({
    details,
    ...rest
  }: T) => ({ ...rest, ...details });

  return {
    create: z.object(fields).transform(spreadDetails),
    update: z
      .object({ ...fields, title: fields.title.optional(), category: categoryField.optional() })
      .extend({ id: objectIdField })
      .transform(spreadDetails),
  };
}

export type ListingSchemas = ReturnType<typeof listingSchemas>;
export type CreateListingInput = z.output<ListingSchemas['create']>;
export type UpdateListingInput = z.output<ListingSchemas['update']>;

/**
 * `GET /api/K?category=&q=&sort=&page=&limit=`: a page of the list, optionally of one bank and
 * matching a search.
 */
export const listingListQuery = queryObject({
  ...pagingFields,
  category: z.preprocess(emptyAsUndefined, categoryField.optional()),
  q: optionalSearchField,
  sort: sortField,
});

export type ListingListQuery = z.output<typeof listingListQuery>;
