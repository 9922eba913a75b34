import { z } from 'zod';
import { listFields, type ListField } from '../listing.js';
import type { ListingKind } from '../listing-kinds.js';
import {
  categorySchema,
  listingFieldSchemas,
  listingSchemaOf,
  termsSchemas,
  textLinesSchema,
  type Listing,
} from '../listing.schema.js';
import { isObjectIdText } from '../slug.js';
import { slugSchema } from '../slug.schema.js';
import { text } from '../text.schema.js';
import { columnShapeOf, type ColumnShape } from './column-shape.js';

/** Columns the export gives and an import never changes: the record's id, image size and dates. */
export const readOnlyFields = [
  '_id',
  'imageWidth',
  'imageHeight',
  'createdAt',
  'updatedAt',
] as const;

function otherKindsLists(kind: ListingKind): Record<ListField, true> {
  const others = listFields.filter((field) => !kind.listFields.includes(field));
  return Object.fromEntries(others.map((field) => [field, true])) as Record<ListField, true>;
}

/**
 * A listing as the open-data export gives it: every public field of the API's answer, only the
 * kind's own lists, and the terms.
 */
export function openDataSchemaOf(kind: ListingKind) {
  return listingSchemaOf(kind.key).omit(otherKindsLists(kind));
}

/** A listing of the export: the API's answer, with only its kind's lists. */
export type OpenDataListing = Listing;

/** The columns of a kind's CSV file, from its export schema. */
export function openDataShapeOf(kind: ListingKind): ColumnShape {
  return columnShapeOf(openDataSchemaOf(kind));
}

const blankAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * One listing of an import file (the export's shape), with the rules of the admin form: `_id`
 * and `slug` say which listing it updates (none: a new one), the read-only fields are ignored,
 * and any other field is refused.
 */
export function listingImportSchemaOf(kind: ListingKind) {
  const lists = Object.fromEntries(
    kind.listFields.map((field) => [field, textLinesSchema.default([])]),
  ) as Partial<Record<ListField, typeof textLinesSchema>>;
  const ignored = Object.fromEntries(
    readOnlyFields.map((field) => [field, z.unknown().optional()]),
  );
  return z.strictObject({
    ...ignored,
    _id: z.preprocess(
      blankAsUndefined,
      z
        .string({ error: 'must be a valid id' })
        .trim()
        .refine(isObjectIdText, { message: 'must be a valid id' })
        .optional(),
    ),
    slug: z.preprocess(blankAsUndefined, slugSchema.optional()),
    title: listingFieldSchemas.title,
    subtitle: listingFieldSchemas.subtitle.default(''),
    priority: listingFieldSchemas.priority.default(0),
    category: categorySchema,
    image: text(2000).default(''),
    tiers: listingFieldSchemas.tiers.prefault({}),
    rewardOffer: listingFieldSchemas.rewardOffer.default([]),
    commercialTie: listingFieldSchemas.commercialTie.optional(),
    ...lists,
    terms: termsSchemas[kind.key].optional(),
  });
}

export type ListingImportRow = z.output<ReturnType<typeof listingImportSchemaOf>>;
