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

const rewardOfferSchema = z.object({
  description: text(1000).default(''),
  tag: text(100).default(''),
  link: linkField.default(''),
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
