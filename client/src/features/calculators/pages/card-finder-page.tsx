import { spendCategories, type Listing } from '@sg-finance/contract';
import {
  bestCardPair,
  formatSGD,
  rankCards,
  totalMonthlySpend,
  workingOf,
  type SpendProfile,
} from '@sg-finance/finance';
import { useMemo } from 'react';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { AmountField } from '../components/amount-field';
import { AsOfField } from '../components/as-of-field';
import { CalculationRules } from '../components/calculation-rules';
import { CalculatorLayout } from '../components/calculator-layout';
import { UseMyProfileButton } from '../components/use-my-profile-button';
import { ResultRow } from '../components/result-row';
import { asOfDay } from '../hooks/as-of-day';
import { useKindCatalogue } from '../../catalogue';
import { useMyApplications } from '../../applications';
import {
  useCalculatorParams,
  useLastValid,
  validValues,
  type AmountInput,
} from '../hooks/use-calculator-params';
import { kindOf } from '../../../lib/listings/kind-of';
import { paths } from '../../../config/paths';
import { signedSGD } from '../lib/format';
import { BestPair } from '../components/best-pair';
import { CardValueChart } from '../components/card-value-chart';
import {
  ageSpec,
  incomeSpec,
  mileValueSpec,
  residencyChoices,
  rewardChoices,
  SPEND_SLIDER,
  spendSpecs,
} from '../lib/card-finder-inputs';
import { cardFinderRules } from '../lib/card-finder-rules';
import { cardFinderFieldsOf } from '../lib/profile-fields-of';
import { finderRelationships, finderWelcomeReasons } from '../lib/finder-welcome';
import { RankedCardNotes } from '../components/ranked-card-notes';
import { ProfileThenAndToday } from '../components/profile-then-and-today';

const cardKind = kindOf('card');
const rewardValues = rewardChoices.map((choice) => choice.value);
const residencyValues = residencyChoices.map((choice) => choice.value);

/** `/cards/finder`: every card ranked by what it pays a year for the visitor's spend. */
export function CardFinderPage() {
  const { params, set, setMany, amount, choice } = useCalculatorParams();
  const asOf = asOfDay(params);
  const listings = useKindCatalogue(cardKind, asOf);
  const spendInputs = Object.fromEntries(
    spendSpecs.map((spec) => [spec.name, amount(spec)]),
  ) as Record<keyof SpendProfile, AmountInput>;
  const mileInput = amount(mileValueSpec);
  const incomeInput = amount(incomeSpec);
  const ageInput = amount(ageSpec);
  const rewardWanted = choice('reward', rewardValues, 'either');
  const residency = choice('residency', residencyValues, 'local');
  const includeWelcome = params.get('welcome') !== '0';
  const listOf = (name: string) =>
    (params.get(name) ?? '').split(',').filter((item) => item !== '');
  const providersHeld = listOf('held');
  const cardsHeld = listOf('cards');
  const closedCards = listOf('closed');
  const appliedCards = listOf('applied');
  const usPerson = params.get('us') === '1';
  const highlight = params.get('highlight') ?? '';

  const valid = validValues({
    ...spendInputs,
    mile: mileInput,
    income: incomeInput,
    age: ageInput,
  });
  const defaults = Object.fromEntries(
    [...spendSpecs, mileValueSpec, incomeSpec, ageSpec].map((spec) => [
      spec.name,
      spec.defaultValue,
    ]),
  ) as NonNullable<typeof valid>;
  const { mile, income, age, ...profile } = useLastValid(valid, defaults);
  const inputsKey = JSON.stringify({
    mile,
    income,
    age,
    profile,
    rewardWanted,
    residency,
    includeWelcome,
    providersHeld,
    cardsHeld,
    closedCards,
    appliedCards,
    usPerson,
  });

  const items = listings.status === 'ready' ? listings.items : undefined;
  const applications = useMyApplications();
  const providers = useMemo(
    () => [...new Set((items ?? []).map((item) => item.category))].sort(),
    [items],
  );
  const relationships = useMemo(
    () =>
      finderRelationships(
        { providersHeld, cardsHeld, closed: closedCards, applied: appliedCards },
        items ?? [],
      ),
    // Compared by value, as the answer below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, inputsKey],
  );
  const welcomeReasonsOf = (card: Listing<'card'>) =>
    finderWelcomeReasons(card, { income, age, residency, usPerson }, relationships, items ?? []);
  const rankOptions = {
    mileValueCents: mile,
    includeWelcome,
    rewardWanted,
    applicant: { income, age, residency },
    providersHeld,
    welcomeReasonsOf,
  };
  const answer = useMemo(() => {
    if (!items) return undefined;
    const { ranked, unvalued, ineligible } = rankCards<Listing<'card'>>(
      items,
      profile,
      rankOptions,
    );
    return { ranked, unvalued, ineligible, pair: bestCardPair(ranked, profile) };
    // The inputs are compared by value: `profile` is a new object at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, inputsKey]);

  const inputs = (
    <>
      <UseMyProfileButton
        fieldsOf={(wallet) => cardFinderFieldsOf(wallet, items ?? [], applications ?? [])}
        onFill={setMany}
      />
      <fieldset>
        <legend className="h6">Your card spend a month</legend>
        {spendCategories.map((category) => (
          <AmountField
            key={category}
            input={spendInputs[category]}
            prefix="S$"
            slider={SPEND_SLIDER}
            onChange={(text) =>
              set(category, text, String(spendInputs[category].spec.defaultValue))
            }
          />
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="h6">Rewards you want</legend>
        {rewardChoices.map((option) => (
          <Form.Check
            key={option.value}
            inline
            type="radio"
            name="reward"
            id={`reward-${option.value}`}
            label={option.label}
            checked={rewardWanted === option.value}
            onChange={() => set('reward', option.value, 'either')}
          />
        ))}
      </fieldset>
      <AmountField
        input={mileInput}
        suffix="cents"
        onChange={(text) => set('mile', text, String(mileValueSpec.defaultValue))}
      />
      <p className="small mb-2">
        <Link to={`${paths.pointsCurrencies}?mile=${mile}`}>How each bank’s points convert</Link>
      </p>
      <Form.Check
        type="checkbox"
        id="count-welcome"
        label="Count the welcome offer in year one"
        checked={includeWelcome}
        onChange={(event) => set('welcome', event.target.checked ? '1' : '0', '1')}
      />
      {providers.length > 0 && (
        <fieldset className="mt-3">
          <legend className="h6">Banks you already hold a card of</legend>
          <p className="small text-body-secondary mb-1">
            Their offers for new customers only are not counted.
          </p>
          {providers.map((provider) => (
            <Form.Check
              key={provider}
              type="checkbox"
              id={`held-${provider}`}
              label={provider}
              checked={providersHeld.includes(provider)}
              onChange={(event) => {
                const held = event.target.checked
                  ? [...providersHeld, provider]
                  : providersHeld.filter((other) => other !== provider);
                set('held', held.join(','), '');
              }}
            />
          ))}
        </fieldset>
      )}
      <fieldset className="mt-3">
        <legend className="h6">About you</legend>
        <AmountField
          input={incomeInput}
          prefix="S$"
          onChange={(text) => set('income', text, String(incomeSpec.defaultValue))}
        />
        <AmountField
          input={ageInput}
          suffix="years"
          onChange={(text) => set('age', text, String(ageSpec.defaultValue))}
        />
        {residencyChoices.map((option) => (
          <Form.Check
            key={option.value}
            type="radio"
            name="residency"
            id={`residency-${option.value}`}
            label={option.label}
            checked={residency === option.value}
            onChange={() => set('residency', option.value, 'local')}
          />
        ))}
        <Form.Check
          type="checkbox"
          id="us-person"
          className="mt-2"
          label="I am a US person (many gifts are not open to US persons)"
          checked={usPerson}
          onChange={(event) => set('us', event.target.checked ? '1' : '', '')}
        />
      </fieldset>
      <AsOfField text={params.get('asOf') ?? ''} onChange={(text) => set('asOf', text, '')} />
    </>
  );

  return (
    <CalculatorLayout
      heading="Card Finder"
      subheading="Which credit card pays you the most for how you spend: every card ranked by its value in S$ in year one."
      inputs={inputs}
      loading={listings.status === 'loading'}
      error={listings.status === 'failed' ? listings.error : undefined}
    >
      {answer && (
        <>
          <p role="status">
            {answer.ranked.length} {answer.ranked.length === 1 ? 'card' : 'cards'} ranked for{' '}
            {formatSGD(totalMonthlySpend(profile))} of spend a month, rewards less fees in year one.
          </p>
          {asOf && items && (
            <ProfileThenAndToday
              day={asOf}
              thenCards={items}
              profile={profile}
              options={rankOptions}
              inputsKey={inputsKey}
            />
          )}
          {answer.ranked[0] && answer.pair && (
            <BestPair pair={answer.pair} bestSingle={answer.ranked[0]} kind={cardKind} />
          )}
          {answer.ranked.length > 0 && <CardValueChart ranked={answer.ranked} />}
          <h2 className="h5 mt-4">Every card by its value a year</h2>
          {answer.ranked.length === 0 && <p>No card with published terms pays that reward.</p>}
          <ol className="list-unstyled">
            {answer.ranked.map((card, index) => (
              <ResultRow
                key={card.item._id}
                rank={index + 1}
                title={card.item.title}
                href={`${cardKind.pageRoute}/${card.item.slug}`}
                figure={`${formatSGD(card.netSGD)} a year`}
                details={
                  <RankedCardNotes
                    provider={card.item.category}
                    held={cardsHeld.includes(card.item.slug)}
                    welcomeReasons={card.priced.welcomeReasons}
                  />
                }
                highlighted={card.item.slug === highlight}
                working={() =>
                  workingOf(card, profile).lines.map((line) => ({
                    text: line.text,
                    ...(line.yearlySGD !== undefined && { amount: signedSGD(line.yearlySGD) }),
                  }))
                }
              />
            ))}
          </ol>
          {answer.ineligible.length > 0 && (
            <section aria-labelledby="ineligible-heading">
              <h2 className="h5 mt-4" id="ineligible-heading">
                Cards your income, age or residency does not meet
              </h2>
              <ul>
                {answer.ineligible.map(({ item, reasons }) => (
                  <li key={item._id}>
                    <Link to={`${cardKind.pageRoute}/${item.slug}`}>{item.title}</Link>:{' '}
                    {reasons.join(' ')}
                  </li>
                ))}
              </ul>
            </section>
          )}
          {answer.unvalued.length > 0 && (
            <p className="small text-body-secondary">
              Not ranked, their terms give no reward to value:{' '}
              {answer.unvalued.map((item) => item.title).join(', ')}.
            </p>
          )}
        </>
      )}
      <CalculationRules rules={cardFinderRules} />
    </CalculatorLayout>
  );
}
