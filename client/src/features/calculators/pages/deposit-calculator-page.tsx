import { depositTenures, type Listing } from '@sg-finance/contract';
import { formatPercent, formatSGD, noDepositReason, rankDeposits } from '@sg-finance/finance';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
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
import { kindOf } from '../../../lib/listings/kind-of';
import { depositCalculationRules } from './deposit-calculator-page-rules';

const depositKind = kindOf('deposit');

const specs = {
  amount: { name: 'amount', label: 'Amount to deposit', defaultValue: 20000, prefix: 'S$', min: 1 },
  months: {
    name: 'months',
    label: 'Tenure in months',
    defaultValue: 12,
    min: 1,
    max: 120,
    whole: true,
  },
} satisfies Record<string, AmountSpec>;

const monthsWords = (months: number) => `${months} ${months === 1 ? 'month' : 'months'}`;

/** `/fixed-deposits/calculator`: every fixed deposit ranked by its interest at maturity. */
export function DepositCalculatorPage() {
  const { params, set, amount } = useCalculatorParams();
  const listings = useKindCatalogue(depositKind, asOfDay(params));
  const inputs = { amount: amount(specs.amount), months: amount(specs.months) };
  const highlight = params.get('highlight') ?? '';
  const values = useLastValid(validValues(inputs), {
    amount: specs.amount.defaultValue,
    months: specs.months.defaultValue,
  });

  const items = listings.status === 'ready' ? listings.items : undefined;
  const answer = useMemo(() => {
    if (!items) return undefined;
    const ranked = rankDeposits<Listing<'deposit'>>(items, values.amount, values.months);
    const none =
      ranked.ranked.length === 0
        ? noDepositReason(
            items.map((item) => item.terms ?? {}),
            values.amount,
            values.months,
          )
        : undefined;
    return { ...ranked, none };
  }, [items, values.amount, values.months]);
  const tenures = useMemo(
    () =>
      [...new Set((items ?? []).flatMap((item) => depositTenures(item.terms ?? {})))].sort(
        (a, b) => a - b,
      ),
    [items],
  );

  const form = (
    <>
      {Object.values(inputs).map((input) => (
        <AmountField
          key={input.spec.name}
          input={input}
          prefix={input.spec.prefix}
          onChange={(text) => set(input.spec.name, text, String(input.spec.defaultValue))}
        />
      ))}
      {tenures.length > 0 && (
        <p className="small text-body-secondary">
          Tenures the deposits offer: {tenures.map(monthsWords).join(', ')}.
        </p>
      )}
      <AsOfField text={params.get('asOf') ?? ''} onChange={(text) => set('asOf', text, '')} />
    </>
  );

  return (
    <CalculatorLayout
      heading="Fixed Deposit Calculator"
      subheading="What each fixed deposit pays at maturity for your amount and tenure."
      inputs={form}
      loading={listings.status === 'loading'}
      error={listings.status === 'failed' ? listings.error : undefined}
    >
      <SdicWarning amount={values.amount} />
      {answer && (
        <>
          <p role="status">
            {answer.ranked.length} {answer.ranked.length === 1 ? 'deposit' : 'deposits'} ranked by
            interest at maturity on {formatSGD(values.amount)} for {monthsWords(values.months)}.
          </p>
          {answer.none && <p className="fw-semibold deposit-none">{answer.none}</p>}
          <ol className="list-unstyled">
            {answer.ranked.map(({ item, interest }, index) => (
              <ResultRow
                key={item._id}
                rank={index + 1}
                title={item.title}
                href={`${depositKind.pageRoute}/${item.slug}`}
                figure={`${formatSGD(interest.interestSGD)} at maturity`}
                details={`${formatPercent(interest.rate)} a year · ${formatSGD(interest.maturitySGD)} back · ${item.category}`}
                highlighted={item.slug === highlight}
                working={() => [{ text: interest.working }]}
              />
            ))}
          </ol>
          {answer.refused.length > 0 && (
            <>
              <h2 className="h6">Not for this amount and tenure</h2>
              <ul className="deposit-refused">
                {answer.refused.map(({ item, reason }) => (
                  <li key={item._id}>
                    <Link to={`${depositKind.pageRoute}/${item.slug}`}>{item.title}</Link>: {reason}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      <CalculationRules rules={depositCalculationRules} />
    </CalculatorLayout>
  );
}
