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

  it('shows nothing for a listing without terms', () => {
    const { container } = render(
      <TermsTable kind={kindUiByKey('card')} title="Old card" terms={undefined} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
