import type { Residency } from '../wallet/residency.js';
import {
  DEFAULT_NEW_TO_BANK_MONTHS,
  type ClaimStart,
  type SpendWindowStart,
} from './welcome-offer.choices.js';
import type { WelcomeOffer } from './welcome-offer.schema.js';
import { figure, word, type TermField } from './term-field.js';
import { DEFAULT_MILE_VALUE_CENTS } from './mile-value.js';
import type { PointsCurrencyId } from '../points/points-currency-ids.js';
import { milesPerPointOf } from '../points/points-currency.js';

/** Terms that may carry a welcome offer: a card's or a brokerage account's. */
export interface WithWelcomeOffer {
  welcome?: WelcomeOffer;
}

/**
 * The welcome gift in S$: miles at a mile value in cents, points through the miles a point of the
 * card converts to (`milesPerPointOf`; undefined without it).
 */
export function welcomeValueSGD(
  terms: WithWelcomeOffer & { milesPerPoint?: number; pointsCurrency?: PointsCurrencyId },
  mileValueCents = DEFAULT_MILE_VALUE_CENTS,
): number | undefined {
  const { welcome } = terms;
  if (!welcome) return undefined;
  if (welcome.unit === 'SGD') return welcome.value;
  if (welcome.unit === 'miles') return (welcome.value * mileValueCents) / 100;
  const milesPerPoint = milesPerPointOf(terms);
  if (milesPerPoint === undefined) return undefined;
  return (welcome.value * milesPerPoint * mileValueCents) / 100;
}

/** The day the minimum spend's window opens: approval unless the terms say activation. */
export function spendWindowStart(offer: WelcomeOffer): SpendWindowStart {
  return offer.spendWindowFrom ?? 'approval';
}

/** The months a new-to-bank customer held nothing of the provider: 12 unless the terms say. */
export function newToBankMonths(offer: WelcomeOffer): number {
  return offer.newToBankMonths ?? DEFAULT_NEW_TO_BANK_MONTHS;
}

/** The day a claim form's window is counted from: approval unless the terms say. */
export function claimStart(offer: WelcomeOffer): ClaimStart {
  return offer.claim?.from ?? 'approval';
}

/** Who a residency is, as a sentence names them. */
export const residencyWords: Readonly<Record<Residency, string>> = {
  local: 'Singapore citizens and PRs',
  foreigner: 'foreigners',
};

/**
 * The welcome offer's conditions as rows of the compare and detail tables and of the catalogue's
 * changes, for any kind whose terms carry `welcome`; named in term-labels.ts.
 */
export function welcomeOfferTermFields<Terms extends WithWelcomeOffer>(): TermField<Terms>[] {
  return [
    {
      key: 'welcome.minSpend',
      better: 'lower',
      value: (terms) => figure(terms.welcome?.minSpend, 'SGD'),
    },
    {
      key: 'welcome.withinDays',
      better: 'higher',
      value: (terms) => figure(terms.welcome?.withinDays, 'days'),
    },
    {
      key: 'welcome.spendWindowFrom',
      value: (terms) =>
        terms.welcome?.withinDays === undefined ? undefined : word(spendWindowStart(terms.welcome)),
    },
    {
      key: 'welcome.newToBankMonths',
      better: 'lower',
      value: (terms) =>
        terms.welcome?.newToBankOnly ? figure(newToBankMonths(terms.welcome), 'months') : undefined,
    },
    {
      key: 'welcome.newToCardMonths',
      better: 'lower',
      value: (terms) => figure(terms.welcome?.newToCardMonths, 'months'),
    },
    {
      key: 'welcome.excludedHolders',
      value: (terms) => word(terms.welcome?.excludedHolders?.join(', ')),
    },
    {
      key: 'welcome.minIncome',
      better: 'lower',
      value: (terms) => figure(terms.welcome?.minIncome, 'SGD/year'),
    },
    {
      key: 'welcome.minAge',
      better: 'lower',
      value: (terms) => figure(terms.welcome?.minAge, 'years'),
    },
    {
      key: 'welcome.residency',
      value: (terms) =>
        word(terms.welcome?.residency?.map((residency) => residencyWords[residency]).join(' and ')),
    },
    {
      key: 'welcome.usPersonsExcluded',
      value: (terms) =>
        terms.welcome?.usPersonsExcluded === undefined
          ? undefined
          : word(terms.welcome.usPersonsExcluded ? 'yes' : 'no'),
    },
    {
      key: 'welcome.claim',
      value: (terms) => word(terms.welcome?.claim?.method),
      own: (terms) => terms.welcome?.claim,
    },
    {
      key: 'welcome.claim.withinDays',
      better: 'higher',
      value: (terms) => figure(terms.welcome?.claim?.withinDays, 'days'),
    },
    {
      key: 'welcome.payout.toDays',
      better: 'lower',
      value: (terms) => figure(terms.welcome?.payout?.toDays, 'days'),
      own: (terms) => terms.welcome?.payout,
    },
  ];
}

/** The visitors' names of the rows of `welcomeOfferTermFields`. */
export const welcomeOfferTermLabels = {
  'welcome.minSpend': 'Welcome gift: spend needed',
  'welcome.withinDays': 'Welcome gift: days to spend',
  'welcome.spendWindowFrom': 'Welcome gift: days counted from',
  'welcome.newToBankMonths': 'Welcome gift: new to the provider for',
  'welcome.newToCardMonths': 'Welcome gift: new to the card for',
  'welcome.excludedHolders': 'Welcome gift: not for holders of',
  'welcome.minIncome': 'Welcome gift: minimum income',
  'welcome.minAge': 'Welcome gift: minimum age',
  'welcome.residency': 'Welcome gift: open to',
  'welcome.usPersonsExcluded': 'Welcome gift: not for US persons',
  'welcome.claim': 'Welcome gift: claimed',
  'welcome.claim.withinDays': 'Welcome gift: days to claim',
  'welcome.payout.toDays': 'Welcome gift: paid at the latest after',
} as const;
