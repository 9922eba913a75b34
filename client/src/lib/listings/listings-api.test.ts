import { apiClient } from '../api-client';
import { buildListing } from '../../testing/fixtures';
import { kindUis } from './kind-uis';
import { getListings } from './listings-api';

const kind = kindUis[0]!;

function answer(data: unknown, headers: Record<string, string>) {
  return vi.spyOn(apiClient, 'get').mockResolvedValue({ data, headers, status: 200 });
}

describe('getListings', () => {
  it('sends the search, order, bank and page, and reads the total from X-Total-Count', async () => {
    const listing = buildListing(kind);
    const get = answer([listing], { 'x-total-count': '31' });
    const page = await getListings(kind, {
      q: 'miles card',
      sort: 'title',
      category: 'DBS',
      filters: {},
      page: 3,
      limit: 12,
    });
    expect(get).toHaveBeenCalledWith('/api/creditcards', {
      params: { q: 'miles card', sort: 'title', category: 'DBS', page: 3, limit: 12 },
    });
    expect(page).toEqual({ items: [listing], total: 31 });
  });

  it('leaves out an empty search and the All chip, and counts the items without the header', async () => {
    const get = answer([], {});
    const page = await getListings(kind, {
      q: '',
      sort: 'recommended',
      category: 'All',
      filters: {},
      page: 1,
      limit: 12,
    });
    expect(get).toHaveBeenCalledWith('/api/creditcards', {
      params: { sort: 'recommended', page: 1, limit: 12 },
    });
    expect(page).toEqual({ items: [], total: 0 });
  });

  it('sends the need filters as plain parameters beside a term sort', async () => {
    const get = answer([], { 'x-total-count': '0' });
    await getListings(kind, {
      q: '',
      sort: '-annualFee',
      category: 'All',
      filters: { rewardType: 'miles', maxAnnualFee: '0' },
      page: 1,
      limit: 12,
    });
    expect(get).toHaveBeenCalledWith('/api/creditcards', {
      params: { sort: '-annualFee', rewardType: 'miles', maxAnnualFee: '0', page: 1, limit: 12 },
    });
  });
});
