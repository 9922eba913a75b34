import type { Listing } from '@sg-finance/contract';
import { formatSGD, insuredSplit, rankCash, type CashOption } from '@sg-finance/finance';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { AmountField } from '../components/amount-field';
import { CalculationRules } from '../components/calculation-rules';
import { CalculatorLayout } from '../components/calculator-layout';
import { ResultRow } from '../components/result-row';
import { SdicWarning } from '../components/sdic-warning';
import { UseMyProfileButton } from '../components/use-my-profile-button';
import { useKindCatalogue } from '../../catalogue';
import {
  useCalculatorParams,
  useLastValid,
  validValues,
  type AmountSpec,
} from '../hooks/use-calculator-params';
import { useGovernmentSecurities } from '../hooks/use-government-securities';
import { cashSources } from '../lib/cash-sources';
import { savingsFieldsOf } from '../lib/profile-fields-of';
import { kindOf } from '../../../lib/listings/kind-of';
import { cashCalculationRules } from './cash-page-rules';

const savingKind = kindOf('saving');
const depositKind = kindOf('deposit');
/** Where T-bills and Savings Bonds are shown with their auctions and windows. */
export const governmentSecuritiesPath = '/government-securities';

const specs = {
  amount: { name: 'amount', label: 'Amount to park', defaultValue: 20000, prefix: 'S$', min: 1 },
  months: {
    name: 'months',
    label: 'Horizon in months',
    defaultValue: 12,
    min: 1,
    max: 120,
    whole: true,
  },
  salary: { name: 'salary', label: 'Salary credited a month', defaultValue: 0, prefix: 'S$' },
  spend: { name: 'spend', label: 'Card spend a month', defaultValue: 0, prefix: 'S$' },
} satisfies Record<string, AmountSpec>;

function hrefOf(option: CashOption): string {
  if (!option.slug) return governmentSecuritiesPath;
  const kind = option.kind === 'fixedDeposit' ? depositKind : savingKind;
  return `${kind.pageRoute}/${option.slug}`;
}

/** `/cash`: savings accounts, fixed deposits, T-bills and Savings Bonds ranked by interest. */
export function CashPage() {
  const { params, set, setMany, amount } = useCalculatorParams();
  const listings = useKindCatalogue(savingKind, undefined);
  const depositListings = useKindCatalogue(depositKind, undefined);
  const securities = useGovernmentSecurities();
  const inputs = {
    amount: amount(specs.amount),
    months: amount(specs.months),
    salary: amount(specs.salary),
    spend: amount(specs.spend),
  };
  const mayLock = params.get('lock') !== '0';
  const freshFunds = params.get('fresh') !== '0';
  const values = useLastValid(validValues(inputs), {
    amount: specs.amount.defaultValue,
    months: specs.months.defaultValue,
    salary: specs.salary.defaultValue,
    spend: specs.spend.defaultValue,
  });

  const savings = listings.status === 'ready' ? listings.items : undefined;
  const deposits = depositListings.status === 'ready' ? depositListings.items : undefined;
  const answer = useMemo(() => {
    if (!savings || !deposits || securities.status !== 'ready') return undefined;
    const profile = {
      salary: values.salary,
      spend: values.spend,
      bills: 0,
      grow: 0,
      invest: false,
      insure: false,
    };
    const sources = cashSources(
      {
        savings: savings as Listing<'saving'>[],
        deposits: deposits as Listing<'deposit'>[],
        auctions: securities.tbills,
        bonds: securities.bonds,
      },
      profile,
      { freshFunds },
    );
    const ask = { amount: values.amount, horizonMonths: values.months, mayLock };
    const ranked = rankCash(ask, sources);
    // The most any one ranked bank deposit would hold: over SDIC's amount, the page warns.
    const mostInOneBank = Math.max(
      0,
      ...ranked.filter((option) => option.bank).map((option) => option.investedSGD),
    );
    return { ranked, mostInOneBank, split: insuredSplit(ask, sources) };
  }, [
    savings,
    deposits,
    securities,
    values.amount,
    values.months,
    values.salary,
    values.spend,
    mayLock,
    freshFunds,
  ]);

  const form = (
    <>
      <UseMyProfileButton fieldsOf={savingsFieldsOf} onFill={setMany} />
      {Object.values(inputs).map((input) => (
        <AmountField
          key={input.spec.name}
          input={input}
          {...(input.spec.name === 'months' ? {} : { prefix: 'S$' })}
          onChange={(text) => set(input.spec.name, text, String(input.spec.defaultValue))}
        />
      ))}
      <Form.Check
        type="checkbox"
        id="choice-lock"
        label="The money may be locked until a maturity"
        checked={mayLock}
        onChange={(event) => set('lock', event.target.checked ? '1' : '0', '1')}
      />
      <Form.Check
        type="checkbox"
        id="choice-fresh"
        label="The money is new to the bank it goes to (fresh funds)"
        checked={freshFunds}
        onChange={(event) => set('fresh', event.target.checked ? '1' : '0', '1')}
      />
    </>
  );

  const failed = [listings, depositListings, securities].find(
    (loaded) => loaded.status === 'failed',
  )?.error;
  return (
    <CalculatorLayout
      heading="Where to park my cash"
      subheading="Savings accounts, fixed deposits, T-bills and Savings Bonds ranked by the interest they pay on your amount over your horizon."
      inputs={form}
      loading={[listings, depositListings, securities].some(
        (loaded) => loaded.status === 'loading',
      )}
      error={failed}
    >
      {answer && (
        <>
          <SdicWarning amount={answer.mostInOneBank} />
          <p role="status">
            {answer.ranked.length} {answer.ranked.length === 1 ? 'option' : 'options'} ranked by
            interest over {values.months} months on {formatSGD(values.amount)}.
          </p>
          <ol className="list-unstyled">
            {answer.ranked.map((option, index) => (
              <ResultRow
                key={`${option.kind} ${option.name}`}
                rank={index + 1}
                title={option.name}
                href={hrefOf(option)}
                figure={`${formatSGD(option.interestSGD)} over ${values.months} months`}
                details={`${formatSGD(option.investedSGD)} put in${option.bank ? ` · ${option.bank}` : ''}`}
                highlighted={false}
                working={() => option.lines.map((text) => ({ text }))}
              />
            ))}
          </ol>
          <h2 className="h5">Suggested split within SDIC’s insured amount</h2>
          <ul aria-label="Suggested split">
            {answer.split.parts.map((part) => (
              <li key={`${part.kind} ${part.name}`}>
                {formatSGD(part.investedSGD)} in {part.name}: {formatSGD(part.interestSGD)}
              </li>
            ))}
            {answer.split.leftSGD >= 0.01 && <li>{formatSGD(answer.split.leftSGD)} left over</li>}
          </ul>
        </>
      )}
      <CalculationRules rules={cashCalculationRules} />
    </CalculatorLayout>
  );
}
