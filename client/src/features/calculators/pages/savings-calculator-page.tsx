import type { Listing } from '@sg-finance/contract';
import { formatSGD, rankSavings } from '@sg-finance/finance';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { AmountField } from '../components/amount-field';
import { AsOfField } from '../components/as-of-field';
import { CalculationRules } from '../components/calculation-rules';
import { CalculatorLayout } from '../components/calculator-layout';
import { ResultRow } from '../components/result-row';
import { SdicWarning } from '../components/sdic-warning';
import { asOfDay } from '../hooks/as-of-day';
import { useKindCatalogue } from '../../catalogue';
import {
  useCalculatorParams,
  useLastValid,
  validValues,
  type AmountSpec,
} from '../hooks/use-calculator-params';
import { signedSGD } from '../lib/format';
import { kindOf } from '../../../lib/listings/kind-of';
import { UseMyProfileButton } from '../components/use-my-profile-button';
import { savingsFieldsOf } from '../lib/profile-fields-of';
import { savingsCalculationRules } from './savings-calculator-page-rules';

const savingKind = kindOf('saving');

const specs = {
  balance: { name: 'balance', label: 'Balance', defaultValue: 50000, prefix: 'S$' },
  salary: { name: 'salary', label: 'Salary credited a month', defaultValue: 3500, prefix: 'S$' },
  spend: { name: 'spend', label: 'Card spend a month', defaultValue: 500, prefix: 'S$' },
  bills: {
    name: 'bills',
    label: 'Bills paid from the account a month',
    defaultValue: 150,
    prefix: 'S$',
  },
  grow: {
    name: 'grow',
    label: 'Balance growth a month (0 if you keep it)',
    defaultValue: 0,
    prefix: 'S$',
  },
} satisfies Record<string, AmountSpec>;

const choices = [
  { name: 'invest', label: 'I buy an investment through the bank' },
  { name: 'insure', label: 'I buy an insurance through the bank' },
] as const;

/** `/savings/calculator`: every savings account ranked by its interest a year. */
export function SavingsCalculatorPage() {
  const { params, set, setMany, amount } = useCalculatorParams();
  const listings = useKindCatalogue(savingKind, asOfDay(params));
  const inputs = {
    balance: amount(specs.balance),
    salary: amount(specs.salary),
    spend: amount(specs.spend),
    bills: amount(specs.bills),
    grow: amount(specs.grow),
  };
  const invest = params.get('invest') === '1';
  const insure = params.get('insure') === '1';
  const highlight = params.get('highlight') ?? '';
  const defaults = {
    balance: specs.balance.defaultValue,
    salary: specs.salary.defaultValue,
    spend: specs.spend.defaultValue,
    bills: specs.bills.defaultValue,
    grow: specs.grow.defaultValue,
  };
  const values = useLastValid(validValues(inputs), defaults);
  const profileKey = JSON.stringify({ ...values, invest, insure });

  const items = listings.status === 'ready' ? listings.items : undefined;
  const ranked = useMemo(
    () => items && rankSavings<Listing<'saving'>>(items, JSON.parse(profileKey)),
    [items, profileKey],
  );

  const form = (
    <>
      <UseMyProfileButton fieldsOf={savingsFieldsOf} onFill={setMany} />
      {Object.values(inputs).map((input) => (
        <AmountField
          key={input.spec.name}
          input={input}
          prefix="S$"
          onChange={(text) => set(input.spec.name, text, String(input.spec.defaultValue))}
        />
      ))}
      {choices.map((choice) => (
        <Form.Check
          key={choice.name}
          type="checkbox"
          id={`choice-${choice.name}`}
          label={choice.label}
          checked={params.get(choice.name) === '1'}
          onChange={(event) => set(choice.name, event.target.checked ? '1' : '0', '0')}
        />
      ))}
      <AsOfField text={params.get('asOf') ?? ''} onChange={(text) => set('asOf', text, '')} />
    </>
  );

  return (
    <CalculatorLayout
      heading="Savings Calculator"
      subheading="What each savings account pays you in a year for your balance and what you do with the account each month."
      inputs={form}
      loading={listings.status === 'loading'}
      error={listings.status === 'failed' ? listings.error : undefined}
    >
      <SdicWarning amount={values.balance} />
      {ranked && (
        <>
          <p role="status">
            {ranked.length} {ranked.length === 1 ? 'account' : 'accounts'} ranked by interest a year
            on {formatSGD(values.balance)}.
          </p>
          <ol className="list-unstyled">
            {ranked.map(({ item, interest }, index) => (
              <ResultRow
                key={item._id}
                rank={index + 1}
                title={item.title}
                href={`${savingKind.pageRoute}/${item.slug}`}
                figure={`${formatSGD(interest.yearlySGD)} a year`}
                details={`Effective rate ${interest.effectiveRate.toFixed(2)}% a year · ${item.category}`}
                highlighted={item.slug === highlight}
                working={() =>
                  interest.lines.map((line) => ({
                    text: line.text,
                    ...(line.yearlySGD !== undefined && { amount: signedSGD(line.yearlySGD) }),
                  }))
                }
              />
            ))}
          </ol>
        </>
      )}
      <CalculationRules rules={savingsCalculationRules} />
    </CalculatorLayout>
  );
}
