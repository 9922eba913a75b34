import { listingKinds, type ListingKind } from '@sg-finance/contract';
import type { Listing } from '../src/models/listing.model.js';
import { demoCreditCards } from '../src/seed/data/credit-cards.js';

/** The kind every API benchmark reads: credit cards. */
export const benchKind: ListingKind = listingKinds.find(
  (kind) => kind.collection === 'creditcards',
) as ListingKind;

export function benchSlug(index: number): string {
  const template = demoCreditCards[index % demoCreditCards.length];
  return `${template?.slug}-${index + 1}`;
}

/** The `index`th listing of a benchmark catalogue: a demo card with a numbered title and slug. */
export function benchListing(index: number): Omit<Listing, 'createdAt' | 'updatedAt'> {
  const template = demoCreditCards[index % demoCreditCards.length];
  if (!template) throw new Error('no demo credit cards to copy');
  const { lists, ...fields } = template;
  return {
    ...fields,
    ...lists,
    title: `${template.title} ${index + 1}`,
    slug: benchSlug(index),
    priority: index % 100,
    image: `/uploads/${template.slug}.webp`,
    imageWidth: 800,
    imageHeight: 504,
  };
}
