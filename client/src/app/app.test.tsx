import { screen } from '@testing-library/react';
import { renderApp } from '../testing/test-utils';

describe('the site shell', () => {
  it('shows the header navigation, the home headline and the footer', () => {
    renderApp('/');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'One Stop Shop for All the Finance Products and Welcome Rewards in Singapore!',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Looking for Credit Cards, Brokerage Accounts, Loans? Start here!'),
    ).toBeInTheDocument();
    expect(screen.getByText('Take Control Of Your Finances Today')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: '', hidden: true });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Credit Cards', current: false })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('advertise@example.com');
  });

  it('shows a not-found page for an unknown address', () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
