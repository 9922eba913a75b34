import { screen } from '@testing-library/react';
import { renderRoute } from '../../../testing/test-utils';
import { getCommercialPartners } from '../api/partners-api';
import { PartnerList } from './partner-list';

vi.mock('../api/partners-api', () => ({ getCommercialPartners: vi.fn() }));

describe('the advertising disclosure’s partners', () => {
  it('lists each provider and product that pays the site, with its tie and disclosure', async () => {
    vi.mocked(getCommercialPartners).mockResolvedValueOnce([
      {
        name: 'DBS',
        kind: 'provider',
        tie: { kind: 'affiliate', disclosure: 'DBS pays us when you apply.' },
      },
      {
        name: 'Miles Card',
        kind: 'card',
        slug: 'miles-card',
        provider: 'UOB',
        tie: { kind: 'sponsored', disclosure: 'UOB pays to show it first.' },
      },
    ]);
    renderRoute(<PartnerList />, { path: '/advertising-disclosure' });

    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'DBS: Affiliate link (we may earn a fee when you apply). DBS pays us when you apply.',
      'Miles Card (credit card of UOB): Sponsored placement (paid for). UOB pays to show it first.',
    ]);
    expect(screen.getByRole('link', { name: 'Miles Card' })).toHaveAttribute(
      'href',
      '/cards/miles-card',
    );
  });

  it('says when nobody pays', async () => {
    vi.mocked(getCommercialPartners).mockResolvedValueOnce([]);
    renderRoute(<PartnerList />, { path: '/advertising-disclosure' });
    expect(await screen.findByText('No provider or product pays us at the moment.')).toBeVisible();
  });
});
