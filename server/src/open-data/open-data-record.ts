import { openDataSchemaOf, type ListingKind, type OpenDataListing } from '@sg-finance/contract';

/** The fields of a kind's export, in the order its schema declares them. */
export function openDataFields(kind: ListingKind): readonly string[] {
  return Object.keys(openDataSchemaOf(kind).shape);
}

/**
 * A stored listing as the export gives it: its public fields as JSON has them (ids and dates as
 * text), without the other kinds' lists or anything the server keeps for itself.
 */
export function openDataRecord(fields: readonly string[], stored: object): OpenDataListing {
  const json = JSON.parse(JSON.stringify(stored)) as Record<string, unknown>;
  return Object.fromEntries(
    fields.filter((field) => json[field] !== undefined).map((field) => [field, json[field]]),
  ) as OpenDataListing;
}
