import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';

const rowOf = (name: string) => {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
};

describe('the points currencies page', () => {
  it('compares every currency, each smallest conversion valued at the site’s mile less its fee', async () => {
    renderApp('/points-currencies');
    expect(
      await screen.findByRole('heading', { name: 'Points currencies', level: 1 }),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(
      '8 currencies, each smallest conversion valued at 1.5 cents a mile, less its fee.',
    );
    // 10,000 miles × 1.5 cents = S$150.00, less S$27.25 = S$122.75.
    expect(rowOf('Citi ThankYou Points')).toEqual([
      'S$122.75',
      'S$27.25',
      '25,000 points = 10,000 KrisFlyer miles',
      '0.4',
      '60 months. Expire five years after the card was approved, whenever they were earned',
      'No',
    ]);
    // 250 miles × 1.5 cents = S$3.75, with no fee.
    expect(rowOf('Membership Rewards')).toEqual([
      'S$3.75',
      'Free',
      '550 points = 250 KrisFlyer miles',
      '0.45',
      'Never. Never expire while the card account is open',
      'Yes',
    ]);
    expect(screen.getByText(/^Points currencies: a card that names its currency/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'points-currencies.json' })).toHaveAttribute(
      'href',
      '/api/open-data/points-currencies.json',
    );
  });

  it('values the conversions at the visitor’s own mile, and keeps the last valid one on bad input', async () => {
    renderApp('/points-currencies?mile=2');
    // 10,000 miles × 2 cents = S$200.00, less S$25 = S$175.00 (UNI$).
    await screen.findByRole('heading', { name: 'Points currencies', level: 1 });
    expect(rowOf('UNI\\$')[0]).toBe('S$175.00');

    const field = screen.getByRole('textbox', { name: 'What a mile is worth to you' });
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    expect(field).toHaveAccessibleDescription('Must be at most 20.');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(rowOf('UNI\\$')[0]).toBe('S$175.00');
  });
});
