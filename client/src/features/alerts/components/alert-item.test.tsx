import { screen } from '@testing-library/react';
import type { Alert } from '@sg-finance/contract';
import { renderRoute } from '../../../testing/test-utils';
import { AlertItem } from './alert-item';

const auctionAlert: Alert = {
  id: 'a'.repeat(24),
  reason: 'next-auction',
  product: {
    kind: 'tbill',
    id: 'b'.repeat(24),
    title: '6-month T-bill BS26121Z',
    slug: 'BS26121Z',
  },
  summary: 'Next auction on 2026-12-10',
  changes: [],
  at: '2026-11-28T08:00:00.000Z',
  read: false,
};

describe('an alert of a watched T-bill auction', () => {
  it('links to the T-bills and Savings Bonds page and tells its date in the site’s way', () => {
    renderRoute(
      <ul>
        <AlertItem alert={auctionAlert} onMarkRead={() => undefined} busy={false} />
      </ul>,
    );
    expect(screen.getByRole('link', { name: '6-month T-bill BS26121Z' })).toHaveAttribute(
      'href',
      '/government-securities',
    );
    expect(screen.getByText('Next auction on 10/Dec/2026')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'See the product and its History' })).toBeNull();
  });
});
