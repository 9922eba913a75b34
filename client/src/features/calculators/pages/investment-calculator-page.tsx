import {
  formatInCurrency,
  marketCurrencies,
  markets,
  REFERENCE_FX_SGD,
  TYPICAL_TRADES,
  type Listing,
  type Market,
} from '@sg-finance/contract';
import {
  brokerageWorking,
  formatSGD,
  marketNames,
  rankBrokers,
  type TradingProfile,
} from '@sg-finance/finance';
import { useMemo } from 'react';
import { AmountField } from '../components/amount-field';
import { AsOfField } from '../components/as-of-field';
import { CalculationRules } from '../components/calculation-rules';
import { CalculatorLayout } from '../components/calculator-layout';
import { ResultRow } from '../components/result-row';
import { asOfDay } from '../hooks/as-of-day';
import { useKindCatalogue } from '../../catalogue';
import {
  useCalculatorParams,
  useLastValid,
  validValues,
  type AmountSpec,
} from '../hooks/use-calculator-params';
import { kindOf } from '../../../lib/listings/kind-of';
import { asOfRule } from '../lib/as-of-rule';

const investmentKind = kindOf('investment');

const currencyPrefix = { SGD: 'S$', USD: 'US$', HKD: 'HK$' } as const;

/** For each market: trades a month (`SG`), shares a trade (`SGshares`), price a share (`SGprice`). */
interface MarketSpecs {
  market: Market;
  prefix: string;
  trades: AmountSpec;
  shares: AmountSpec;
  price: AmountSpec;
}

const marketSpecs = markets.map((market): MarketSpecs => {
  const prefix = currencyPrefix[marketCurrencies[market]];
  return {
    market,
    prefix,
    trades: {
      name: market,
      label: `Trades a month, ${marketNames[market]}`,
      defaultValue: market === 'HK' ? 0 : 2,
      max: 10000,
      whole: true,
    },
    shares: {
      name: `${market}shares`,
      label: `Shares a trade, ${marketNames[market]}`,
      defaultValue: TYPICAL_TRADES[market].shares,
      max: 10_000_000,
      whole: true,
    },
    price: {
      name: `${market}price`,
      label: `Price a share, ${marketNames[market]}`,
      defaultValue: TYPICAL_TRADES[market].price,
      prefix,
      max: 1_000_000,
    },
  };
});

const fxSpecs = {
  usd: {
    name: 'usd',
    label: 'S$ for US$1',
    defaultValue: REFERENCE_FX_SGD.USD,
    prefix: 'S$',
    min: 0.01,
    max: 100,
  },
  hkd: {
    name: 'hkd',
    label: 'S$ for HK$1',
    defaultValue: REFERENCE_FX_SGD.HKD,
    prefix: 'S$',
    min: 0.001,
    max: 100,
  },
} satisfies Record<string, AmountSpec>;

const allSpecs: AmountSpec[] = [
  ...marketSpecs.flatMap((spec) => [spec.trades, spec.shares, spec.price]),
  fxSpecs.usd,
  fxSpecs.hkd,
];

const rules = [
  'A trade’s value is its shares times the price a share, in the market’s currency.',
  'Each fee of a trade (commission, platform fee) is its percentage of the trade’s value plus its amount a share for each share, raised to its minimum, then its fixed amount a trade added.',
  'A commission tiered by trade size charges the whole trade at the rates of the largest tier the trade’s value reaches.',
  'Exchange trading and clearing fees (on SGX 0.0075% and 0.0325%) are their percentage of the trade’s value.',
  'GST (9% in Singapore) is charged on the fees the broker’s terms name, at the terms’ rate.',
  'Fees stated in US$ or HK$ are converted to S$ at the rates you give; a broker that states an S$ fee for a US or Hong Kong trade is charged on the trade’s value converted to S$.',
  'Cost a year: each trade’s fees times 12 times your trades a month on each market, plus 12 months of custody fee.',
  'A broker that does not trade a market you trade on is left out. Brokers are ranked by cost a year, the cheapest first.',
  asOfRule('broker'),
];

/** `/investments/calculator`: every broker ranked by what its trades cost a year. */
export function InvestmentCalculatorPage() {
  const { params, set, amount } = useCalculatorParams();
  const listings = useKindCatalogue(investmentKind, asOfDay(params));
  const inputs = Object.fromEntries(allSpecs.map((spec) => [spec.name, amount(spec)]));
  const highlight = params.get('highlight') ?? '';
  const values = useLastValid(
    validValues(inputs),
    Object.fromEntries(allSpecs.map((spec) => [spec.name, spec.defaultValue])),
  );
  const profileKey = JSON.stringify(values);

  const profile = useMemo((): TradingProfile => {
    const chosen = JSON.parse(profileKey) as Record<string, number>;
    const markets = Object.fromEntries(
      marketSpecs.map((spec) => [
        spec.market,
        {
          tradesPerMonth: chosen[spec.trades.name] ?? 0,
          shares: chosen[spec.shares.name] ?? 0,
          price: chosen[spec.price.name] ?? 0,
        },
      ]),
    ) as TradingProfile['markets'];
    return {
      markets,
      fxSGD: {
        SGD: 1,
        USD: chosen.usd ?? REFERENCE_FX_SGD.USD,
        HKD: chosen.hkd ?? REFERENCE_FX_SGD.HKD,
      },
    };
  }, [profileKey]);

  const items = listings.status === 'ready' ? listings.items : undefined;
  const ranked = useMemo(
    () => items && rankBrokers<Listing<'investment'>>(items, profile),
    [items, profile],
  );

  const field = (spec: AmountSpec, extra: { prefix?: string; suffix?: string } = {}) => {
    const input = inputs[spec.name]!;
    return (
      <AmountField
        key={spec.name}
        input={input}
        {...extra}
        onChange={(text) => set(spec.name, text, String(spec.defaultValue))}
      />
    );
  };

  const form = (
    <>
      {marketSpecs.map((spec) => (
        <fieldset key={spec.market} className="mb-2">
          <legend className="h6">{marketNames[spec.market]}</legend>
          {field(spec.trades, { suffix: 'trades' })}
          {field(spec.shares, { suffix: 'shares' })}
          {field(spec.price, { prefix: spec.prefix })}
        </fieldset>
      ))}
      <fieldset>
        <legend className="h6">Exchange rates</legend>
        {field(fxSpecs.usd, { prefix: 'S$' })}
        {field(fxSpecs.hkd, { prefix: 'S$' })}
      </fieldset>
      <AsOfField text={params.get('asOf') ?? ''} onChange={(text) => set('asOf', text, '')} />
    </>
  );

  return (
    <CalculatorLayout
      heading="Brokerage Cost Calculator"
      subheading="What each broker charges you in a year for how often you trade, how many shares and at what price."
      inputs={form}
      loading={listings.status === 'loading'}
      error={listings.status === 'failed' ? listings.error : undefined}
    >
      {ranked && (
        <>
          <p role="status">
            {ranked.length} {ranked.length === 1 ? 'broker offers' : 'brokers offer'} the markets
            you trade on, ranked by cost a year at {formatInCurrency(1, 'USD')} ={' '}
            {formatInCurrency(profile.fxSGD.USD, 'SGD')}.
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
                working={() => brokerageWorking(item.terms ?? {}, profile, cost)}
              />
            ))}
          </ol>
        </>
      )}
      <CalculationRules rules={rules} />
    </CalculatorLayout>
  );
}
