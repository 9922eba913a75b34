import { render, screen, within } from '@testing-library/react';
import { kindUiByKey } from '../../../lib/listings/kind-uis';
import { TermsTable } from './terms-table';

describe('the terms table of a detail page', () => {
  it('lists each figure given under a caption, a row header per term', () => {
    const loans = kindUiByKey('loan');
    render(
      <TermsTable
        kind={loans}
        title="Quick Loan"
        terms={{ loanType: 'personal', eir: 6.5, processingFee: { percent: 1 }, maxAmount: 200000 }}
      />,
    );

    const table = screen.getByRole('table', { name: 'Terms of Quick Loan' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [
        within(row).getByRole('rowheader').textContent,
        within(row).getByRole('cell').textContent,
      ]);
    expect(rows).toEqual([
      ['Loan type', 'Personal'],
      ['Effective interest rate (EIR)', '6.5% a year'],
      ['Processing fee', '1%'],
      ['Maximum amount', 'S$200,000'],
    ]);
    for (const header of within(table).getAllByRole('rowheader')) {
      expect(header).toHaveAttribute('scope', 'row');
    }
  });

  it('says which savings rate is the effective rate on a balance and which a tier’s', () => {
    // UOB One Account: 0.05% base; 3.4% with salary and spend on S$125,000 to S$150,000 only.
    render(
      <TermsTable
        kind={kindUiByKey('saving')}
        title="One Account"
        terms={{
          baseRate: 0.05,
          bonus: [
            { condition: 'salary', threshold: 1600, rate: 1, balanceUpTo: 125000 },
            {
              condition: 'salary',
              threshold: 1600,
              rate: 3.4,
              balanceFrom: 125000,
              balanceUpTo: 150000,
            },
          ],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: 'Terms of One Account' });
    const rowOf = (name: string) =>
      within(table).getByRole('rowheader', { name }).closest('tr')?.textContent;
    // On S$150,000: 0.05% + (125,000 × 1% + 25,000 × 3.4%) / 150,000 = 0.05% + 1.4% = 1.45%.
    expect(rowOf('Highest effective rate on a whole balance')).toMatch(/1\.45% a year$/);
    expect(rowOf('Salary credit bonus, one tier’s rate')).toMatch(/3\.4% a year$/);
    expect(screen.getByText(/^The highest effective rate is what a whole balance earns/)).toBe(
      screen.getByText(/A bonus’s rate is paid only on its tier of the balance\.$/),
    );
  });

  it('shows nothing for a listing without terms', () => {
    const { container } = render(
      <TermsTable kind={kindUiByKey('card')} title="Old card" terms={undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
