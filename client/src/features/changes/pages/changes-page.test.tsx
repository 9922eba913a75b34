import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/test-utils';
import { ApiRequestError } from '../../../lib/api-client';
import type { Provider } from '@sg-finance/contract';
import { getChanges } from '../api/changes-api';
import { getProviders } from '../../providers';
import { buildChange, buildCreation } from '../testing/changes-fixtures';

vi.mock('../api/changes-api', () => ({
  getChanges: vi.fn(),
  getListingChanges: vi.fn(),
}));
vi.mock('../../providers/api/providers-api', () => ({ getProviders: vi.fn() }));

beforeEach(() => {
  vi.mocked(getProviders).mockResolvedValue(
    ['DBS', 'OCBC', 'Tiger Brokers'].map((name) => ({ name }) as Provider),
  );
});

const answer = (page: number, total: number, data = [buildChange()]) => ({
  data,
  total,
  page,
  limit: 20,
});

describe('the /changes page', () => {
  it('lists the latest changes with their product, kind, bank and date', async () => {
    vi.mocked(getChanges).mockResolvedValue(
      answer(1, 2, [
        buildChange(),
        buildChange({
          id: 'revision-9',
          kind: 'saving',
          slug: 'bonus-account',
          title: 'Bonus Account',
          bank: 'OCBC',
          changes: [
            { field: 'terms.baseRate', label: 'Base interest', before: '0.05%', after: '0.01%' },
          ],
          summary: 'Base interest cut from 0.05% to 0.01%',
          at: '2026-10-31T16:30:00.000Z',
        }),
      ]),
    );
    renderApp('/changes');

    expect(await screen.findByRole('heading', { level: 1, name: 'Latest changes' })).toBeVisible();
    expect(document.title).toBe('Latest changes | SG Finance Rewards');
    expect(await screen.findByText('2 changes')).toBeVisible();
    expect(vi.mocked(getChanges)).toHaveBeenCalledWith({ page: 1 });
    const [raised, cut] = screen
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('change-item'));
    expect(within(raised!).getByRole('link', { name: 'Test credit card' })).toHaveAttribute(
      'href',
      '/cards/test-card',
    );
    expect(raised).toHaveTextContent('Credit card · DBS');
    expect(raised).toHaveTextContent('Welcome gift raised from S$200 to S$350 on 03/Nov/2026');
    expect(within(cut!).getByRole('link', { name: 'Bonus Account' })).toHaveAttribute(
      'href',
      '/savings/bonus-account',
    );
    expect(cut).toHaveTextContent('Savings account · OCBC');
    // 16:30 UTC on 31 Oct is 00:30 on 1 Nov in Singapore (UTC+8).
    expect(cut).toHaveTextContent('Base interest cut from 0.05% to 0.01% on 01/Nov/2026');
    expect(
      screen.getByRole('link', { name: 'Follow them in a feed reader (Atom)' }),
    ).toHaveAttribute('href', '/feeds/changes.xml');
  });

  it('tells the products listed one after another on one day in one line, their names folded', async () => {
    // A fresh catalogue: 73 products added on 28 Nov 2026 in Singapore (the last at 23:59 there),
    // after one raised gift, and before a product added alone on 27 Nov.
    const listed = Array.from({ length: 73 }, (_, index) =>
      buildCreation({
        id: `listed-${index}`,
        slug: `card-${index}`,
        title: `Card ${index}`,
        at: new Date(Date.UTC(2026, 10, 28, 15, 59) - index * 60_000).toISOString(),
      }),
    );
    const alone = buildCreation({
      id: 'alone',
      kind: 'loan',
      slug: 'early-loan',
      title: 'Early Loan',
      at: '2026-11-27T15:59:00.000Z',
    });
    vi.mocked(getChanges).mockResolvedValue(answer(1, 75, [buildChange(), ...listed, alone]));
    renderApp('/changes');

    const group = await screen.findByRole('heading', {
      level: 2,
      name: '73 products listed on 28/Nov/2026',
    });
    expect(screen.getAllByText(/products listed on/)).toHaveLength(1);
    expect(screen.queryAllByText('Added to the catalogue on 28/Nov/2026')).toEqual([]);
    const item = group.closest('li')!;
    const names = within(item).getAllByRole('link');
    expect(names).toHaveLength(73);
    expect(names[0]).toHaveAccessibleName('Card 0');
    expect(names[0]).toHaveAttribute('href', '/cards/card-0');
    expect(names[0]).not.toBeVisible();
    await userEvent.click(within(item).getByText('Which products'));
    expect(names[72]).toBeVisible();
    expect(item).toHaveTextContent('Card 72 · Credit card · DBS');

    const lines = screen
      .getAllByRole('listitem')
      .filter((line) => line.parentElement?.classList.contains('border-top'));
    expect(lines.map((line) => line.querySelector('h2')?.textContent)).toEqual([
      'Test credit card',
      '73 products listed on 28/Nov/2026',
      'Early Loan',
    ]);
    expect(lines[2]).toHaveTextContent('Added to the catalogue on 27/Nov/2026');
  });

  it('reads the kind, provider and page from the address and links the pages next to it', async () => {
    vi.mocked(getChanges).mockResolvedValue(answer(2, 45));
    renderApp('/changes?kind=card&provider=DBS&page=2');

    expect(await screen.findByText('45 changes')).toBeVisible();
    expect(vi.mocked(getChanges)).toHaveBeenCalledWith({ kind: 'card', provider: 'DBS', page: 2 });
    expect(screen.getByLabelText('Product type')).toHaveValue('card');
    expect(await screen.findByRole('option', { name: 'Tiger Brokers' })).toBeInTheDocument();
    expect(screen.getByLabelText('Provider')).toHaveValue('DBS');
    const pages = within(screen.getByRole('navigation', { name: 'Pages of changes' }));
    // 45 changes at 20 a page fill 3 pages.
    expect(pages.getByText('Page 2 of 3')).toBeVisible();
    expect(pages.getByRole('link', { name: 'Newer' })).toHaveAttribute(
      'href',
      '/changes?kind=card&provider=DBS',
    );
    expect(pages.getByRole('link', { name: 'Older' })).toHaveAttribute(
      'href',
      '/changes?kind=card&provider=DBS&page=3',
    );
  });

  it('puts a chosen filter in the address (an old link’s bank= as provider=) and starts again from the newest changes', async () => {
    vi.mocked(getChanges).mockResolvedValue(answer(2, 45));
    const { router } = renderApp('/changes?bank=DBS&page=2');
    await screen.findByText('45 changes');

    vi.mocked(getChanges).mockResolvedValue(answer(1, 0, []));
    await userEvent.selectOptions(screen.getByLabelText('Product type'), 'Savings');

    expect(router.state.location.search).toBe('?kind=saving&provider=DBS');
    expect(await screen.findByText('No changes match these filters yet.')).toBeVisible();
    expect(vi.mocked(getChanges)).toHaveBeenLastCalledWith({
      kind: 'saving',
      provider: 'DBS',
      page: 1,
    });

    await userEvent.selectOptions(screen.getByLabelText('Provider'), 'All providers');
    expect(router.state.location.search).toBe('?kind=saving');
  });

  it('leaves out what cannot be a filter, so an old link still lists the latest changes', async () => {
    vi.mocked(getChanges).mockResolvedValue(answer(1, 1));
    renderApp('/changes?kind=pets&page=-2&bank=%20');

    expect(await screen.findByText('1 change')).toBeVisible();
    expect(vi.mocked(getChanges)).toHaveBeenCalledWith({ page: 1 });
    expect(screen.getByLabelText('Product type')).toHaveValue('');
    expect(screen.queryByRole('navigation', { name: 'Pages of changes' })).not.toBeInTheDocument();
  });

  it("shows the server's message with Retry, which asks again", async () => {
    vi.mocked(getChanges).mockRejectedValueOnce(
      new ApiRequestError('bank must name a provider', 400),
    );
    renderApp('/changes');

    expect(await screen.findByRole('alert')).toHaveTextContent('bank must name a provider');
    vi.mocked(getChanges).mockResolvedValue(answer(1, 0, []));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('No changes yet.')).toBeVisible();
  });

  it('is linked from the footer, beside the Atom feed of the changes', async () => {
    vi.mocked(getChanges).mockResolvedValue(answer(1, 1));
    renderApp('/changes');
    const footer = within(await screen.findByRole('contentinfo'));

    expect(footer.getByRole('link', { name: 'Latest changes' })).toHaveAttribute(
      'href',
      '/changes',
    );
    expect(footer.getByRole('link', { name: 'Changes feed (Atom)' })).toHaveAttribute(
      'href',
      '/feeds/changes.xml',
    );
  });
});
