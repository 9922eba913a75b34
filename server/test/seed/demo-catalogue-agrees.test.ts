import { figuresNotInTerms, listingKinds, termsSchemas } from '@sg-finance/contract';
import { describe, expect, it } from 'vitest';
import { demoListings } from '../../src/seed/seed-demo.js';

describe.each(listingKinds)('the demo $collection', (kind) => {
  const listings = demoListings[kind.key];

  it.each(listings.map((listing) => [listing.slug, listing] as const))(
    '%s has valid terms with a source and a date',
    (_slug, listing) => {
      const parsed = termsSchemas[kind.key].safeParse(listing.terms);
      expect(parsed.error?.issues ?? []).toEqual([]);
      expect(listing.terms.source?.url).toMatch(/^https:\/\//);
      expect(listing.terms.source?.verifiedAt).toMatch(/^20\d{2}-\d{2}-\d{2}$/);
    },
  );

  it.each(listings.map((listing) => [listing.slug, listing] as const))(
    '%s states no figure in its words that its terms do not hold',
    (_slug, listing) => {
      const words = { ...listing, keyFeatures: listing.lists.keyFeatures ?? [] };
      const strays = figuresNotInTerms(kind, words).map(
        (figure) => `${figure.field}: ${figure.text}`,
      );
      expect(strays).toEqual([]);
    },
  );
});
