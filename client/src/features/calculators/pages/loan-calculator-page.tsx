import { loanTypes, type Listing } from '@sg-finance/contract';
import { formatSGD, largestLoanAmount, rankLoans, type LoanRequest } from '@sg-finance/finance';
import { useMemo } from 'react';
import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router-dom';
import { AmountField } from '../components/amount-field';
import { AsOfField } from '../components/as-of-field';
import { CalculationRules } from '../components/calculation-rules';
import { CalculatorLayout } from '../components/calculator-layout';
import { asOfDay } from '../hooks/as-of-day';
import { useKindCatalogue } from '../../catalogue';
import {
  useCalculatorParams,
  useLastValid,
  validValues,
  type AmountSpec,
} from '../hooks/use-calculator-params';
import { kindOf } from '../../../lib/listings/kind-of';
import { loanCalculationRules } from './loan-calculator-page-rules';
import { RepaymentSchedule } from '../components/repayment-schedule';

const loanKind = kindOf('loan');

const amountSpec: AmountSpec = {
  name: 'amount',
  label: 'Amount to borrow',
  defaultValue: 20000,
  prefix: 'S$',
  min: 1,
};
const tenureSpec: AmountSpec = {
  name: 'months',
  label: 'Tenure',
  defaultValue: 36,
  min: 1,
  max: 600,
  whole: true,
};

const typeChoices = ['any', ...loanTypes] as const;
/** Personal loans unless the visitor asks for another type: a car loan is no answer to them. */
const defaultType = 'personal';
const typeLabel = (type: string) =>
  type === 'any' ? 'Any type' : (type.charAt(0).toUpperCase() + type.slice(1)).replace('-', ' ');

const eirText = (eir: number) => `${eir.toFixed(2)}%`;

/** The figures of each ranked loan, in the order of the columns. */
const figureColumns = ['Total cost', 'Monthly instalment', 'Total interest', 'EIR'] as const;

/** `/loans/calculator`: every loan that fits ranked by what it costs, with its schedule. */
export function LoanCalculatorPage() {
  const { params, set, amount, choice } = useCalculatorParams();
  const listings = useKindCatalogue(loanKind, asOfDay(params));
  const amountInput = amount(amountSpec);
  const tenureInput = amount(tenureSpec);
  const loanType = choice('type', typeChoices, defaultType);
  const highlight = params.get('highlight') ?? '';
  const values = useLastValid(validValues({ amount: amountInput, months: tenureInput }), {
    amount: amountSpec.defaultValue,
    months: tenureSpec.defaultValue,
  });
  const requestKey = JSON.stringify({ ...values, loanType });

  const items = listings.status === 'ready' ? listings.items : undefined;
  const ranked = useMemo(() => {
    if (!items) return undefined;
    const {
      amount: borrowed,
      months,
      loanType: type,
    } = JSON.parse(requestKey) as {
      amount: number;
      months: number;
      loanType: LoanRequest['loanType'];
    };
    return rankLoans<Listing<'loan'>>(items, {
      amount: borrowed,
      tenureMonths: months,
      loanType: type,
    });
  }, [items, requestKey]);
  const largest = useMemo(
    () =>
      items &&
      largestLoanAmount(
        items.filter((item) => loanType === 'any' || item.terms?.loanType === loanType),
      ),
    [items, loanType],
  );

  const chosenSlug = params.get('loan') ?? highlight;
  const chosen = ranked?.find((entry) => entry.item.slug === chosenSlug) ?? (ranked && ranked[0]);

  const form = (
    <>
      <AmountField
        input={amountInput}
        prefix="S$"
        slider={{ max: 200000, step: 1000 }}
        onChange={(text) => set(amountSpec.name, text, String(amountSpec.defaultValue))}
      />
      <AmountField
        input={tenureInput}
        suffix="months"
        slider={{ max: 120, step: 1 }}
        onChange={(text) => set(tenureSpec.name, text, String(tenureSpec.defaultValue))}
      />
      <Form.Group className="mb-3" controlId="loan-type">
        <Form.Label className="mb-1">Loan type</Form.Label>
        <Form.Select
          size="sm"
          value={loanType}
          onChange={(event) => set('type', event.target.value, defaultType)}
        >
          {typeChoices.map((type) => (
            <option key={type} value={type}>
              {typeLabel(type)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <AsOfField text={params.get('asOf') ?? ''} onChange={(text) => set('asOf', text, '')} />
    </>
  );

  const request = `${formatSGD(values.amount)} over ${values.months} ${values.months === 1 ? 'month' : 'months'}`;

  return (
    <CalculatorLayout
      heading="Loan Calculator"
      subheading="Every loan that fits your amount and tenure, ranked by what it costs in all: interest plus fees."
      inputs={form}
      loading={listings.status === 'loading'}
      error={listings.status === 'failed' ? listings.error : undefined}
    >
      {ranked && (
        <>
          <p role="status">
            {ranked.length} {ranked.length === 1 ? 'loan fits' : 'loans fit'} {request}
            {ranked.length > 0
              ? ', the cheapest first.'
              : largest !== undefined
                ? `. The largest amount listed is ${formatSGD(largest)}; check the tenure and type too.`
                : '.'}
          </p>
          {ranked.length > 0 && (
            <Table size="sm" className="align-middle calculator-ranking">
              <caption className="visually-hidden">Loans ranked by total cost</caption>
              <thead>
                <tr>
                  <th scope="col">Loan</th>
                  {figureColumns.map((column) => (
                    <th key={column} scope="col" className="text-end">
                      {column}
                    </th>
                  ))}
                  <th scope="col">Schedule</th>
                </tr>
              </thead>
              <tbody>
                {ranked.map(({ item, cost }) => {
                  const highlighted = item.slug === highlight;
                  const figures = [
                    formatSGD(cost.totalCost),
                    formatSGD(cost.monthlyInstalment),
                    formatSGD(cost.totalInterest),
                    eirText(cost.eir),
                  ];
                  return (
                    <tr
                      key={item._id}
                      className={highlighted ? 'calculator-row-highlighted' : undefined}
                      aria-current={highlighted ? 'true' : undefined}
                    >
                      <th scope="row" className="fw-normal">
                        <Link to={`${loanKind.pageRoute}/${item.slug}`}>{item.title}</Link>
                        {highlighted && (
                          <Badge bg="warning" text="dark" className="ms-2">
                            Highlighted
                          </Badge>
                        )}
                      </th>
                      {figures.map((figure, index) => (
                        <td
                          key={figureColumns[index]}
                          data-label={figureColumns[index]}
                          className={`text-end${index === 0 ? ' fw-semibold' : ''}`}
                        >
                          {figure}
                        </td>
                      ))}
                      <td data-label="Schedule">
                        <Form.Check
                          type="radio"
                          name="chosen-loan"
                          id={`choose-${item.slug}`}
                          aria-label={`Show the schedule of ${item.title}`}
                          checked={chosen?.item.slug === item.slug}
                          onChange={() => set('loan', item.slug, '')}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
          {chosen && <RepaymentSchedule title={chosen.item.title} cost={chosen.cost} />}
        </>
      )}
      <CalculationRules rules={loanCalculationRules} />
    </CalculatorLayout>
  );
}
