import { markets, type Listing, type Market } from '@sg-finance/contract';
import { formatSGD, rankBrokers } from '@sg-finance/finance';
import { useMemo } from 'react';
import { AmountField } from '../components/amount-field';
import { CalculatorLayout } from '../components/calculator-layout';
import { ResultRow } from '../components/result-row';
import { useAllListings } from '../hooks/use-all-listings';
import {
  useCalculatorParams,
  useLastValid,
  validValues,
  type AmountSpec,
} from '../hooks/use-calculator-params';
import { kindOf } from '../utils/kind-of';

const investmentKind = kindOf('investment');

const marketNames: Record<Market, string> = {
  SG: 'Singapore (SGX)',
  US: 'United States',
  HK: 'Hong Kong',
};

const tradeSpecs = markets.map((market): AmountSpec => ({
  name: market,
  label: `Trades a month, ${marketNames[market]}`,
  defaultValue: market === 'HK' ? 0 : 2,
  max: 10000,
  whole: true,
}));

const sizeSpec: AmountSpec = {
  name: 'size',
  label: 'Average trade size',
  defaultValue: 3000,
  prefix: 'S$',
};

/** `/investments/calculator`: every broker ranked by what its trades cost a year. */
export function InvestmentCalculatorPage() {
  const listings = useAllListings(investmentKind);
  const { params, set, amount } = useCalculatorParams();
  const tradeInputs = tradeSpecs.map((spec) => amount(spec));
  const sizeInput = amount(sizeSpec);
  const highlight = params.get('highlight') ?? '';
  const current = validValues(
    Object.fromEntries([...tradeInputs, sizeInput].map((input) => [input.spec.name, input])),
  );
  const values = useLastValid(
    current,
    Object.fromEntries([...tradeSpecs, sizeSpec].map((spec) => [spec.name, spec.defaultValue])),
  );
  const profileKey = JSON.stringify(values);

  const items = listings.status === 'ready' ? listings.items : undefined;
  const ranked = useMemo(() => {
    if (!items) return undefined;
    const chosen = JSON.parse(profileKey) as Record<string, number>;
    const tradesPerMonth = Object.fromEntries(
      markets.map((market) => [market, chosen[market] ?? 0]),
    ) as Record<Market, number>;
    return rankBrokers<Listing<'investment'>>(items, {
      tradesPerMonth,
      tradeSizeSGD: chosen.size ?? 0,
    });
  }, [items, profileKey]);

  const form = (
    <>
      {tradeInputs.map((input) => (
        <AmountField
          key={input.spec.name}
          input={input}
          suffix="trades"
          slider={{ max: 50, step: 1 }}
          onChange={(text) => set(input.spec.name, text, String(input.spec.defaultValue))}
        />
      ))}
      <AmountField
        input={sizeInput}
        prefix="S$"
        onChange={(text) => set(sizeSpec.name, text, String(sizeSpec.defaultValue))}
      />
    </>
  );

  return (
    <CalculatorLayout
      heading="Brokerage Cost Calculator"
      subheading="What each broker charges you in a year for how often you trade and how much."
      inputs={form}
      loading={listings.status === 'loading'}
      error={listings.status === 'failed' ? listings.error : undefined}
    >
      {ranked && (
        <>
          <p role="status">
            {ranked.length} {ranked.length === 1 ? 'broker offers' : 'brokers offer'} the markets
            you trade on, ranked by cost a year.
          </p>
          <ol className="list-unstyled">
            {ranked.map(({ item, cost }, index) => (
              <ResultRow
                key={item._id}
                rank={index + 1}
                title={item.title}
                href={`${investmentKind.pageRoute}/${item.slug}`}
                figure={`${formatSGD(cost.yearlySGD)} a year`}
                details={item.category}
                highlighted={item.slug === highlight}
                working={() => [
                  ...markets.flatMap((market) => {
                    const commission = cost.commissionSGD[market];
                    return commission === undefined
                      ? []
                      : [
                          {
                            text: `Commission, ${marketNames[market]}`,
                            amount: formatSGD(commission),
                          },
                        ];
                  }),
                  { text: 'Custody fee', amount: formatSGD(cost.custodySGD) },
                ]}
              />
            ))}
          </ol>
        </>
      )}
    </CalculatorLayout>
  );
}
