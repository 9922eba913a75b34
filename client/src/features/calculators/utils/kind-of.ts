import { listingKinds, type ListingKind } from '../../listings/listing-kinds';

/** The client's row of a listing kind, typed by its key. */
export function kindOf<K extends ListingKind['key']>(key: K): ListingKind & { key: K } {
  const kind = listingKinds.find((candidate) => candidate.key === key);
  if (!kind) throw new Error(`No listing kind ${key}`);
  return kind as ListingKind & { key: K };
}
