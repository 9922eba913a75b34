import { kindUis } from '../../../lib/listings/kind-uis';
import { listingOf, pngFile } from '../testing/fixtures';
import { rewardOfferRow, textRow } from './form-rows';
import { emptyListingValues, listingToFormValues } from './listing-form-values';
import { buildListingFormData, priorityValue } from './listing-payload';

function json(body: FormData, field: string): unknown {
  return JSON.parse(body.get(field) as string);
}

describe.each(kindUis)('the $noun payload', (kind) => {
  const listing = listingOf(kind);

  it('sends every field the way POST /api/K/create expects, with the image file', () => {
    const image = pngFile();
    const body = buildListingFormData(kind, listingToFormValues(kind, listing), image);

    expect(body.has('id')).toBe(false);
    expect(body.get('title')).toBe(listing.title);
    expect(body.get('subtitle')).toBe(listing.subtitle);
    expect(body.get('slug')).toBe(listing.slug);
    expect(body.get('category')).toBe('DBS');
    expect(body.get('priority')).toBe('5');
    expect(json(body, 'tiers')).toEqual({
      tier1: 'Tier one',
      tier2: 'Tier two',
      tier3: 'Tier three',
    });
    expect(json(body, 'rewardOffer')).toEqual(listing.rewardOffer);
    expect(json(body, 'details')).toEqual(
      Object.fromEntries(kind.sections.map((section) => [section.field, listing[section.field]])),
    );
    expect(body.get('image')).toBe(image);
  });

  it('adds the id for PUT /api/K/update and leaves the stored image alone without a new file', () => {
    const body = buildListingFormData(kind, listingToFormValues(kind, listing), null, listing._id);

    expect(body.get('id')).toBe(listing._id);
    expect(body.has('image')).toBe(false);
  });

  it('sends the details of this kind only, as empty lists when nothing was typed', () => {
    const body = buildListingFormData(kind, emptyListingValues(kind), null);

    expect(json(body, 'details')).toEqual(
      Object.fromEntries(kind.sections.map((section) => [section.field, []])),
    );
    expect(json(body, 'rewardOffer')).toEqual([]);
    expect(body.get('priority')).toBe('0');
    expect(body.has('category')).toBe(false);
  });
});

describe('rows in the payload', () => {
  const kind = kindUis[0]!;

  it('drops empty lines and empty offers but keeps partly filled offers as typed', () => {
    const values = {
      ...emptyListingValues(kind),
      rewardOffers: [
        rewardOfferRow({ description: ' ', tag: '', link: '' }),
        rewardOfferRow({ description: 'Miles', tag: '', link: '' }),
      ],
      lists: {
        keyFeatures: [textRow('  No annual fee '), textRow('   ')],
        interestDetails: [textRow('26.9% p.a.')],
      },
    };
    const body = buildListingFormData(kind, values, null);

    expect(json(body, 'rewardOffer')).toEqual([{ description: 'Miles', tag: '', link: '' }]);
    expect(json(body, 'details')).toEqual({
      keyFeatures: ['  No annual fee '],
      interestDetails: ['26.9% p.a.'],
    });
  });
});

describe('priorityValue', () => {
  it.each([
    ['7', '7'],
    ['-2', '-2'],
    ['1.5', '1.5'],
    ['', '0'],
    ['  ', '0'],
    ['abc', '0'],
  ])('turns %j into %j', (text, expected) => {
    expect(priorityValue(text)).toBe(expected);
  });
});
