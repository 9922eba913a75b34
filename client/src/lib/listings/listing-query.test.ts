import { kindUiByKey, kindUis } from './kind-uis';
import {
  listingQueryFromParams,
  listingQueryToParams,
  listingSortOptions,
  plainListingQuery,
} from './listing-query';

const cards = kindUiByKey('card');

describe('a list query in the address', () => {
  it('reads a term sort and the need filters, and writes them back in the same address', () => {
    const address = 'sort=-annualFee&rewardType=miles&maxAnnualFee=0';
    const query = listingQueryFromParams(cards, new URLSearchParams(address));
    expect(query).toEqual({
      q: '',
      sort: '-annualFee',
      category: 'All',
      filters: { rewardType: 'miles', maxAnnualFee: '0' },
    });
    expect(listingQueryToParams(cards, query).toString()).toBe(address);
  });

  it('keeps the search, the bank and every filter of the kind through a round trip', () => {
    const query = {
      q: 'altitude',
      sort: 'minIncome',
      category: 'DBS',
      filters: { rewardType: 'cashback', maxAnnualFee: '200', maxMinIncome: '30000' },
    };
    const params = listingQueryToParams(cards, query);
    expect(listingQueryFromParams(cards, params)).toEqual(query);
  });

  it('keeps any provider named in the address, and reads a name the server would refuse as All', () => {
    const provider = (address: string) =>
      listingQueryFromParams(cards, new URLSearchParams(address)).category;
    expect(provider('category=Trust%20Bank')).toBe('Trust Bank');
    expect(provider('category=%20moomoo%20')).toBe('moomoo');
    expect(provider('category=2024')).toBe('All');
    expect(provider('category=%20')).toBe('All');
    expect(provider(`category=${'a'.repeat(101)}`)).toBe('All');
  });

  it('leaves the defaults out so the plain list keeps its plain address', () => {
    expect(listingQueryToParams(cards, plainListingQuery).toString()).toBe('');
  });

  it('ignores sorts and filter values the server would refuse', () => {
    const query = listingQueryFromParams(
      cards,
      new URLSearchParams('sort=eir&rewardType=gold&maxAnnualFee=-5&maxMinIncome=abc&loanType=car'),
    );
    expect(query).toEqual(plainListingQuery);
  });

  it('writes a fee the server reads as a number in its plain form', () => {
    const query = listingQueryFromParams(cards, new URLSearchParams('maxAnnualFee= 150.0 '));
    expect(query.filters).toEqual({ maxAnnualFee: '150' });
  });

  it.each(kindUis)('reads only the filters and sorts of the $navLabel page', (kind) => {
    const params = new URLSearchParams();
    for (const filter of kind.termFilters) {
      params.set(filter.name, filter.kind === 'equals' ? filter.values[0] : '100');
    }
    const [sort] = kind.termSorts;
    if (sort) params.set('sort', `-${sort.name}`);
    const query = listingQueryFromParams(kind, params);
    expect(Object.keys(query.filters)).toEqual(kind.termFilters.map((filter) => filter.name));
    expect(query.sort).toBe(sort ? `-${sort.name}` : 'recommended');
  });
});

describe('the sort options of a list page', () => {
  it('offers the base orders, then each term sort lowest and highest first', () => {
    expect(listingSortOptions(cards)).toEqual([
      { value: 'recommended', label: 'Recommended' },
      { value: 'newest', label: 'Newest' },
      { value: 'title', label: 'A-Z' },
      { value: 'annualFee', label: 'Annual fee: lowest first' },
      { value: '-annualFee', label: 'Annual fee: highest first' },
      { value: 'minIncome', label: 'Minimum income: lowest first' },
      { value: '-minIncome', label: 'Minimum income: highest first' },
      { value: 'welcomeValue', label: 'Welcome gift value: lowest first' },
      { value: '-welcomeValue', label: 'Welcome gift value: highest first' },
    ]);
  });

  it('words a sort that names its own orders in them', () => {
    expect(listingSortOptions(kindUiByKey('saving')).slice(3)).toEqual([
      { value: 'maxRate', label: 'Lowest interest first' },
      { value: '-maxRate', label: 'Highest interest first' },
    ]);
    // Loans sort by the EIR their list cards lead with, not the bank's quoted EIR.
    expect(listingSortOptions(kindUiByKey('loan')).slice(3)).toEqual([
      { value: 'eir', label: 'EIR: lowest first' },
      { value: '-eir', label: 'EIR: highest first' },
    ]);
  });
});
