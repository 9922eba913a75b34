import {
  formatNumber,
  krisFlyerBlock,
  krisFlyerMilesPerPoint,
  pointsCurrencies,
  type PointsCurrency,
} from '@sg-finance/contract';
import { formatSGD, pointsConversionRule } from '@sg-finance/finance';
import Table from 'react-bootstrap/Table';
import { AmountField } from '../components/amount-field';
import { CalculationRules } from '../components/calculation-rules';
import { CalculatorLayout } from '../components/calculator-layout';
import { useCalculatorParams, useLastValid, validValues } from '../hooks/use-calculator-params';
import { mileValueSpec } from '../lib/card-finder-inputs';
import { apiUrl } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';

const heading = 'Points currencies';
const subheading =
  'What each bank’s points convert to, the smallest conversion and its fee, how long points last and whether a bank’s cards pool them.';

/** 'Never' or '24 months', with what the expiry depends on. */
function expiryText(currency: PointsCurrency): string {
  const months = currency.expiryMonths === undefined ? 'Never' : `${currency.expiryMonths} months`;
  return currency.expiryNote ? `${months}. ${currency.expiryNote}` : months;
}

/** The smallest conversion's miles at the visitor's mile value, less its fee. */
const smallestConversionNetSGD = (currency: PointsCurrency, mileCents: number) =>
  (krisFlyerBlock(currency).miles * mileCents) / 100 - currency.conversionFeeSGD;

const hostOf = (url: string) => new URL(url).hostname.replace(/^www\./, '');

/** `/points-currencies`: Singapore's points currencies side by side, valued at the visitor's mile. */
export function PointsCurrenciesPage() {
  const { amount, set } = useCalculatorParams();
  const mileInput = amount(mileValueSpec);
  const { mile } = useLastValid(validValues({ mile: mileInput }), {
    mile: mileValueSpec.defaultValue,
  });

  const inputs = (
    <AmountField
      input={mileInput}
      suffix="cents"
      onChange={(text) => set('mile', text, String(mileValueSpec.defaultValue))}
    />
  );

  return (
    <CalculatorLayout heading={heading} subheading={subheading} inputs={inputs} loading={false}>
      <p role="status">
        {pointsCurrencies.length} currencies, each smallest conversion valued at{' '}
        {formatNumber(mile)} cents a mile, less its fee.
      </p>
      {/* Scrolls sideways on a phone: a region the keyboard can reach and scroll. */}
      <div
        className="table-responsive"
        tabIndex={0}
        role="region"
        aria-label="Points currencies compared"
      >
        <Table striped className="small align-middle">
          <thead>
            <tr>
              <th scope="col">Currency</th>
              <th scope="col">Smallest conversion worth, less its fee</th>
              <th scope="col">Fee a conversion</th>
              <th scope="col">Smallest conversion</th>
              <th scope="col">Miles a point</th>
              <th scope="col">Points last</th>
              <th scope="col">Pooled across the bank’s cards</th>
            </tr>
          </thead>
          <tbody>
            {pointsCurrencies.map((currency) => {
              const block = krisFlyerBlock(currency);
              return (
                <tr key={currency.id}>
                  <th scope="row">
                    {currency.name}
                    <div className="fw-normal text-body-secondary">{currency.bank}</div>
                  </th>
                  <td className="fw-semibold">
                    {formatSGD(smallestConversionNetSGD(currency, mile))}
                  </td>
                  <td>
                    {currency.conversionFeeSGD > 0 ? formatSGD(currency.conversionFeeSGD) : 'Free'}
                  </td>
                  <td>
                    {formatNumber(block.points)} points = {formatNumber(block.miles)}{' '}
                    {block.programme} miles
                  </td>
                  <td>{formatNumber(krisFlyerMilesPerPoint(currency))}</td>
                  <td>{expiryText(currency)}</td>
                  <td>{currency.pools ? 'Yes' : 'No'}</td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
      <h2 className="h5 mt-4">Where the figures come from</h2>
      <p className="small">
        The table is open data:{' '}
        <a href={apiUrl('/api/open-data/points-currencies.json')} download>
          points-currencies.json
        </a>
        .
      </p>
      <ul className="small">
        {pointsCurrencies.map((currency) => (
          <li key={currency.id}>
            {currency.name}:{' '}
            {currency.sources.map((source, at) => (
              <span key={source.url}>
                {at > 0 && '; '}
                {source.states} from{' '}
                <a href={source.url} rel="noopener noreferrer" target="_blank">
                  {hostOf(source.url)}
                </a>
                , {formatDate(source.publishedOn)}
              </span>
            ))}
          </li>
        ))}
      </ul>
      <CalculationRules rules={[pointsConversionRule]} />
    </CalculatorLayout>
  );
}
