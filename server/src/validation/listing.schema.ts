import {
  asOfSchema,
  categorySchema,
  listingFieldSchemas,
  offerExpirySchema,
  rewardOfferSchema,
  textLinesSchema,
  listingSortNames,
  parseListingSort,
  termFilterValueSchema,
  termsSchemas,
  tiersSchema,
  type ListField,
  type ListingKind,
  type ListingSortChoice,
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
import { optionalSearchField, providerQueryField, queryObject } from './query.schema.js';

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
    terms: jsonText(termsSchemas[kind.key]),
    commercialTie: jsonText(listingFieldSchemas.commercialTie),
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

/** `sort` of a kind's list: a base order or a term sort; absent means `recommended`. */
function sortField(kind: ListingKind) {
  const names = listingSortNames(kind) as [string, ...string[]];
  return z.preprocess(
    emptyAsUndefined,
    z
      .enum(names, { error: `must be one of ${names.join(', ')}` })
      .transform((name) => parseListingSort(kind, name) as ListingSortChoice)
      .optional(),
  );
}

/** The kind's need filters (`rewardType=miles`, `maxAnnualFee=0`...), each optional. */
function termFilterFields(kind: ListingKind) {
  return Object.fromEntries(
    kind.termFilters.map((filter) => [
      filter.name,
      z.preprocess(emptyAsUndefined, termFilterValueSchema(filter).optional()),
    ]),
  ) as Record<string, z.ZodType<string | number | undefined>>;
}

/**
 * `GET /api/K?category=&q=&sort=&page=&limit=&asOf=` and the kind's need filters
 * (`rewardType=miles`, `maxAnnualFee=0`...): a page of the list, optionally of one provider, matching
 * a search, as it stands now or as it stood at the end of the day `asOf` (Singapore time).
 */
export function listingListQuery(kind: ListingKind) {
  return listQueries.get(kind) ?? listQueries.set(kind, buildListQuery(kind)).get(kind)!;
}

const listQueries = new Map<ListingKind, ReturnType<typeof buildListQuery>>();

function buildListQuery(kind: ListingKind) {
  return queryObject({
    ...pagingFields,
    category: providerQueryField,
    q: optionalSearchField,
    sort: sortField(kind),
    asOf: z.preprocess(emptyAsUndefined, asOfSchema.optional()),
    ...termFilterFields(kind),
  });
}

/**
 * `GET /api/K/counts/providers?q=` and the kind's need filters: the list's own filters but the provider,
 * which the counts are split by, and without order or paging, which do not change a count.
 */
export function listingProviderCountsQuery(kind: ListingKind) {
  return (
    providerCountsQueries.get(kind) ??
    providerCountsQueries.set(kind, buildProviderCountsQuery(kind)).get(kind)!
  );
}

const providerCountsQueries = new Map<ListingKind, ReturnType<typeof buildProviderCountsQuery>>();

function buildProviderCountsQuery(kind: ListingKind) {
  return queryObject({ q: optionalSearchField, ...termFilterFields(kind) });
}
