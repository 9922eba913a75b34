import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { kindUiByKey } from '../../../lib/listings/kind-uis';
import { listingSortOptions, plainListingQuery } from '../../../lib/listings/listing-query';
import { ListFilters } from './list-filters';

const cards = kindUiByKey('card');

function renderFilters(query = plainListingQuery) {
  const onSort = vi.fn();
  const onFilter = vi.fn();
  render(
    <ListFilters
      kind={cards}
      query={query}
      sortOptions={listingSortOptions(cards)}
      onSort={onSort}
      onFilter={onFilter}
    />,
  );
  return { onSort, onFilter };
}

describe('the folded filters of a list on a phone', () => {
  it('keep the order and need filters behind one Filters button that opens them', async () => {
    renderFilters();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toHaveClass('show');
    expect(panel).toContainElement(screen.getByRole('combobox', { name: 'Sort by' }));
    expect(panel).toContainElement(screen.getByRole('combobox', { name: 'Reward type' }));

    await userEvent.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toHaveClass('show');
  });

  it('show each choice as a chip that lifts it, and count them on the button', async () => {
    const { onSort, onFilter } = renderFilters({
      ...plainListingQuery,
      sort: '-annualFee',
      filters: { rewardType: 'miles', maxAnnualFee: '0' },
    });
    expect(screen.getByRole('button', { name: 'Filters 3 chosen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Reward type: Miles' }));
    expect(onFilter).toHaveBeenCalledWith('rewardType', '');
    expect(screen.getByRole('button', { name: 'Filters 3 chosen' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Remove Annual fee: No annual fee' }));
    expect(onFilter).toHaveBeenCalledWith('maxAnnualFee', '');

    await userEvent.click(
      screen.getByRole('button', { name: 'Remove Sort: Annual fee: highest first' }),
    );
    expect(onSort).toHaveBeenCalledWith('recommended');
  });

  it('show no chip when nothing is chosen', () => {
    renderFilters();
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
