import { coverTypes, formatMoney, type CoverType, type Listing } from '@sg-finance/contract';
import { formatSGD, rankInsurance, type InsuranceApplicant } from '@sg-finance/finance';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { termOptionLabel } from '../../../lib/listings/term-labels';
import { AmountField } from '../components/amount-field';
import { AsOfField } from '../components/as-of-field';
import { CalculationRules } from '../components/calculation-rules';
import { CalculatorLayout } from '../components/calculator-layout';
import { ResultRow } from '../components/result-row';
import { asOfDay } from '../hooks/as-of-day';
import { useKindCatalogue } from '../../catalogue';
import { UseMyProfileButton } from '../components/use-my-profile-button';
import {
  useCalculatorParams,
  useLastValid,
  validValues,
  type AmountSpec,
} from '../hooks/use-calculator-params';
import { kindOf } from '../../../lib/listings/kind-of';
import { asOfRule } from '../lib/as-of-rule';
import { insuranceFieldsOf } from '../lib/profile-fields-of';

const insuranceKind = kindOf('insurance');

const specs = {
  age: { name: 'age', label: 'Your age', defaultValue: 35, min: 0, max: 120, whole: true },
  cover: {
    name: 'cover',
    label: 'Cover amount',
    defaultValue: 500_000,
    prefix: 'S$',
    min: 1000,
  },
} satisfies Record<string, AmountSpec>;

const rules = [
  'Each plan gives premiums a year by age band for a stated cover amount, for non-smokers and, where the plan asks, for smokers. Your age picks the band; where a band gives no smoker premium, smokers pay the same.',
  'A plan whose premium is in proportion to its cover is charged its band premium times your cover amount divided by the cover the table is for: twice the cover, twice the premium.',
  'A plan with one premium for any cover up to its amount is charged its band premium, and insures its own cover amount.',
  'Premium per S$1,000 of cover: the premium a year divided by the thousands of S$ the plan insures.',
  'Plans are ranked by premium a year, the cheapest first; at an equal premium, the one with the lower premium per S$1,000 first.',
  'Listed apart, with the reason: plans of another cover type, without premiums by age, without a band for your age, or whose cover is below or above the amount you ask for.',
  asOfRule('plan'),
];

/** `/insurances/calculator`: every plan of a cover type ranked by its premium for a person. */
export function InsuranceCalculatorPage() {
  const { params, set, setMany, amount, choice } = useCalculatorParams();
  const listings = useKindCatalogue(insuranceKind, asOfDay(params));
  const ageInput = amount(specs.age);
  const coverInput = amount(specs.cover);
  const coverType = choice<CoverType>('type', coverTypes, 'life');
  const smoker = params.get('smoker') === '1';
  const highlight = params.get('highlight') ?? '';
  const values = useLastValid(validValues({ age: ageInput, cover: coverInput }), {
    age: specs.age.defaultValue,
    cover: specs.cover.defaultValue,
  });
  const applicantKey = JSON.stringify({ ...values, coverType, smoker });

  const items = listings.status === 'ready' ? listings.items : undefined;
  const ranking = useMemo(() => {
    if (!items) return undefined;
    const chosen = JSON.parse(applicantKey) as {
      age: number;
      cover: number;
      coverType: CoverType;
      smoker: boolean;
    };
    const applicant: InsuranceApplicant = {
      age: chosen.age,
      smoker: chosen.smoker,
      coverType: chosen.coverType,
      coverAmount: chosen.cover,
    };
    return rankInsurance<Listing<'insurance'>>(items, applicant);
  }, [items, applicantKey]);

  const form = (
    <>
      <UseMyProfileButton fieldsOf={insuranceFieldsOf} onFill={setMany} />
      <AmountField
        input={ageInput}
        suffix="years"
        onChange={(text) => set(specs.age.name, text, String(specs.age.defaultValue))}
      />
      <Form.Check
        type="checkbox"
        id="insurance-smoker"
        className="mb-3"
        label="I smoke"
        checked={smoker}
        onChange={(event) => set('smoker', event.target.checked ? '1' : '0', '0')}
      />
      <Form.Group className="mb-3" controlId="insurance-cover-type">
        <Form.Label className="mb-1">Cover type</Form.Label>
        <Form.Select
          size="sm"
          value={coverType}
          onChange={(event) => set('type', event.target.value, 'life')}
        >
          {coverTypes.map((type) => (
            <option key={type} value={type}>
              {termOptionLabel(type)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <AmountField
        input={coverInput}
        prefix="S$"
        onChange={(text) => set(specs.cover.name, text, String(specs.cover.defaultValue))}
      />
      <AsOfField text={params.get('asOf') ?? ''} onChange={(text) => set('asOf', text, '')} />
    </>
  );

  return (
    <CalculatorLayout
      heading="Insurance Premium Calculator"
      subheading="What each plan charges you a year for your age and the cover you want, and what each S$1,000 of cover costs."
      inputs={form}
      loading={listings.status === 'loading'}
      error={listings.status === 'failed' ? listings.error : undefined}
    >
      {ranking && (
        <>
          <p role="status">
            {ranking.ranked.length} {ranking.ranked.length === 1 ? 'plan covers' : 'plans cover'}{' '}
            {termOptionLabel(coverType).toLowerCase()} of {formatMoney(values.cover)} at age{' '}
            {values.age}
            {smoker ? ' for a smoker' : ''}, ranked by premium a year.
          </p>
          <ol className="list-unstyled">
            {ranking.ranked.map((entry, index) => (
              <ResultRow
                key={entry.item._id}
                rank={index + 1}
                title={entry.item.title}
                href={`${insuranceKind.pageRoute}/${entry.item.slug}`}
                figure={`${formatSGD(entry.premiumYearly)} a year`}
                details={`${formatSGD(entry.per1000)} per S$1,000 of cover · ${formatMoney(entry.coverSGD)} insured · ${entry.item.category}`}
                highlighted={entry.item.slug === highlight}
                working={() => entry.lines}
              />
            ))}
          </ol>
          {ranking.apart.length > 0 && (
            <section aria-labelledby="insurance-apart-heading">
              <h2 className="h6" id="insurance-apart-heading">
                Plans that do not fit
              </h2>
              <ul className="small">
                {ranking.apart.map(({ item, reason }) => (
                  <li key={item._id}>
                    <Link to={`${insuranceKind.pageRoute}/${item.slug}`}>{item.title}</Link>:{' '}
                    {reason}
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
      <CalculationRules rules={rules} />
    </CalculatorLayout>
  );
}
