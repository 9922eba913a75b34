import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { trackApplyClick } from '../../lib/analytics';
import type { RewardOffer } from '@sg-finance/contract';
import { visibleRewardOffers } from '../../lib/listings/visible-reward-offers';
import { RewardOfferList } from './reward-offer-list';

vi.mock('../../lib/analytics', () => ({ trackApplyClick: vi.fn() }));

const source = { kind: 'card', slug: 'dbs-live-fresh', provider: 'DBS' } as const;

const complete: RewardOffer = {
  description: 'Up to S$300 cashback',
  tag: 'Cashback',
  link: 'https://bank.example/apply',
};

describe('the reward-offer rule', () => {
  it.each<[string, RewardOffer]>([
    ['an empty description', { ...complete, description: '' }],
    ['an empty tag', { ...complete, tag: '' }],
    ['an empty link', { ...complete, link: '' }],
    ['a blank tag', { ...complete, tag: '   ' }],
  ])('hides an offer with %s', (_, offer) => {
    expect(visibleRewardOffers([offer])).toEqual([]);
  });

  it('keeps complete offers in their order', () => {
    const second = { ...complete, tag: 'Miles' };
    expect(visibleRewardOffers([complete, { ...complete, link: '' }, second])).toEqual([
      complete,
      second,
    ]);
  });

  it('hides an offer after its last day and keeps it through that day', () => {
    const lastDay = { ...complete, expiresAt: '2025-06-01' };
    expect(visibleRewardOffers([lastDay], new Date('2025-06-01T15:59:59Z'))).toEqual([lastDay]);
    expect(visibleRewardOffers([lastDay], new Date('2025-06-01T16:00:00Z'))).toEqual([]);
  });

  it('copes with a listing without offers', () => {
    expect(visibleRewardOffers(undefined)).toEqual([]);
  });
});

describe('RewardOfferList', () => {
  it('shows complete offers as new-tab links with the tag as a chip, sending no referrer', () => {
    render(
      <RewardOfferList source={source} offers={[complete, { ...complete, description: '' }]} />,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toHaveAttribute('href', 'https://bank.example/apply');
    expect(link).toHaveAttribute('target', '_blank');
    // No tie: the provider pays nothing, so the link is not sponsored.
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Up to S$300 cashback');
    expect(screen.getByText('Cashback')).toHaveClass('badge');
    expect(document.querySelector('.commercial-tie')).toBeNull();
  });

  it('marks the links sponsored and discloses the tie beside them when one pays the site', () => {
    render(
      <RewardOfferList
        source={source}
        offers={[complete]}
        tie={{ kind: 'affiliate', disclosure: 'We earn a fee when you apply through this link.' }}
      />,
    );
    expect(screen.getByRole('link')).toHaveAttribute('rel', 'sponsored noopener');
    expect(
      screen.getByText('Affiliate link: We earn a fee when you apply through this link.'),
    ).toBeVisible();
  });

  describe('on 1 June 2025 in Singapore', () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date('2025-06-01T10:00:00+08:00'));
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('marks offers ending within seven days with their last day and hides expired ones', () => {
      render(
        <RewardOfferList
          source={source}
          offers={[
            { ...complete, description: 'Ends on the 7th', expiresAt: '2025-06-07' },
            { ...complete, description: 'Ends on the 8th', expiresAt: '2025-06-08' },
            { ...complete, description: 'Ended yesterday', expiresAt: '2025-05-31' },
          ]}
        />,
      );
      const [soon, later, ...rest] = screen.getAllByRole('listitem');
      expect(rest).toHaveLength(0);
      expect(soon).toHaveTextContent('Ends on the 7th');
      const badge = screen.getByText('Ends 07/Jun/2025');
      expect(badge).toHaveClass('badge');
      expect(soon).toContainElement(badge);
      expect(later).toHaveTextContent('Ends on the 8th');
      expect(later).not.toHaveTextContent('Ends 08/Jun/2025');
      expect(screen.queryByText('Ended yesterday')).not.toBeInTheDocument();
    });
  });

  it('records the kind, slug, bank and tag of a clicked offer', async () => {
    render(<RewardOfferList source={source} offers={[complete]} />);
    await userEvent.click(screen.getByRole('link'));
    expect(trackApplyClick).toHaveBeenCalledWith({ ...source, tag: 'Cashback' });
  });

  it('never turns a javascript: link into a link', () => {
    render(
      <RewardOfferList source={source} offers={[{ ...complete, link: 'javascript:alert(1)' }]} />,
    );
    expect(screen.getByText('Up to S$300 cashback')).toBeVisible();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('renders nothing when no offer is complete', () => {
    const { container } = render(
      <RewardOfferList source={source} offers={[{ ...complete, tag: '' }]} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe("the detail page's 'Apply now' buttons", () => {
  it('adds one per offer, opening the offer in a new tab and counted like the offer link', async () => {
    const user = userEvent.setup();
    render(
      <RewardOfferList
        offers={[complete]}
        source={source}
        applyButtons
        tie={{ kind: 'sponsored', disclosure: 'DBS pays for this placement.' }}
      />,
    );
    const apply = screen.getByRole('link', {
      name: 'Apply now: Cashback, Up to S$300 cashback (opens in a new tab)',
    });
    expect(apply).toHaveTextContent('Apply now');
    expect(apply).toHaveAttribute('href', complete.link);
    expect(apply).toHaveAttribute('target', '_blank');
    expect(apply).toHaveAttribute('rel', 'sponsored noopener');
    expect(screen.getByText('Sponsored: DBS pays for this placement.')).toBeVisible();
    await user.click(apply);
    expect(trackApplyClick).toHaveBeenCalledWith({ ...source, tag: 'Cashback' });
  });

  it('is not on the list cards', () => {
    render(<RewardOfferList offers={[complete]} source={source} />);
    expect(screen.queryByText('Apply now')).not.toBeInTheDocument();
  });
});
