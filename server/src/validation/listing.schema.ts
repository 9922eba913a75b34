import {
  categorySchema,
  listingFieldSchemas,
  offerExpirySchema,
  rewardOfferSchema,
  textLinesSchema,
  tiersSchema,
  type ListField,
  type ListingKind,
} from '@sg-finance/contract';
import { z } from 'zod';
import {
  emptyAsUndefined,
  imageReference,
  jsonText,
  objectIdField,
  optionalText,
  priorityField,
  slugField,
} from './fields.js';
import { pagingFields } from './paging.schema.js';
import { optionalSearchField, queryObject, sortField } from './query.schema.js';

/** An offer as a form sends it: an empty or null end date means it does not end. */
const offerSchema = rewardOfferSchema.extend({
  expiresAt: z.preprocess(
    (value) => (value === null ? undefined : emptyAsUndefined(value)),
    offerExpirySchema.optional(),
  ),
});

function detailsSchema(kind: ListingKind) {
  const lists = Object.fromEntries(
    kind.listFields.map((field) => [field, textLinesSchema.optional()]),
  );
  return z.object(lists) as z.ZodType<Partial<Record<ListField, string[]>>>;
}

/** The create and update payloads of one kind, with `details` spread into the kind's lists. */
export function listingSchemas(kind: ListingKind) {
  const fields = {
    title: listingFieldSchemas.title,
    subtitle: optionalText(300),
    slug: slugField,
    priority: priorityField,
    category: categorySchema,
    image: imageReference,
    tiers: jsonText(tiersSchema),
    rewardOffer: jsonText(z.array(offerSchema).max(20, 'must have at most 20 offers')),
    details: jsonText(detailsSchema(kind)),
  };
  const spreadDetails = <T extends { details?: Partial<Record<ListField, string[]>> | undefined }>({
    details,
    ...rest
  }: T) => ({ ...rest, ...details });

  return {
    create: z.object(fields).transform(spreadDetails),
    update: z
      .object({ ...fields, title: fields.title.optional(), category: categorySchema.optional() })
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
  category: z.preprocess(emptyAsUndefined, categorySchema.optional()),
  q: optionalSearchField,
  sort: sortField,
});

export type ListingListQuery = z.output<typeof listingListQuery>;
