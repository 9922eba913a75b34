import { buildListing } from '../../../testing/fixtures';
import { listingKinds } from '../listing-kinds';
import { listingStructuredData } from './listing-structured-data';

describe.each(listingKinds)('the JSON-LD of a $noun', (kind) => {
  it(`describes it as a schema.org ${kind.key === 'card' ? 'CreditCard' : 'FinancialProduct'}`, () => {
    const listing = buildListing(kind, { slug: 'dbs-one', category: 'DBS' });
    const data = listingStructuredData(kind, listing, 'https://rewards.example');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': kind.key === 'card' ? 'CreditCard' : 'FinancialProduct',
      name: listing.title,
      url: `https://rewards.example${kind.pageRoute}/dbs-one`,
      provider: { '@type': 'BankOrCreditUnion', name: 'DBS' },
    });
    expect(data.offers).toEqual(
      listing.rewardOffer.map((offer) => ({
        '@type': 'Offer',
        name: offer.tag,
        description: offer.description,
        url: offer.link,
      })),
    );
  });
});
