import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kindUiByKey } from '../../../lib/listings/kind-uis';
import { listingSortOptions, plainListingQuery } from '../../../lib/listings/listing-query';
import { ListFilters } from './list-filters';

const investments = kindUiByKey('investment');

function renderFilters(query = plainListingQuery) {
  const onFilter = vi.fn();
  render(
    <ListFilters
      kind={investments}
      query={query}
      sortOptions={listingSortOptions(investments)}
      onSort={vi.fn()}
      onFilter={onFilter}
    />,
  );
  return { onFilter };
}

describe('the market filter of the investments list', () => {
  it('keeps the brokers of a market', async () => {
    const { onFilter } = renderFilters();
    const market = screen.getByRole('combobox', { name: 'Market' });
    expect(
      within(market)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', 'Singapore (SG)', 'United States (US)', 'Hong Kong (HK)']);
    await userEvent.selectOptions(market, 'United States (US)');
    expect(onFilter).toHaveBeenCalledWith('market', 'US');
  });

  it('shows the chosen market as a chip that lifts it', async () => {
    const { onFilter } = renderFilters({ ...plainListingQuery, filters: { market: 'HK' } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Market: Hong Kong (HK)' }));
    expect(onFilter).toHaveBeenCalledWith('market', '');
  });
});
