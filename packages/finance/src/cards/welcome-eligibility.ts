import {
  formatMoney,
  newToBankMonths,
  residencyWords,
  type CardTerms,
  type Residency,
  type WelcomeOffer,
} from '@sg-finance/contract';
import { incomeNeeded } from './card-eligibility.js';

/**
 * A product the person has or had with a provider: held now (no `closedOn`), closed on a day, or
 * applied for on `from` (an application in the tracker). Days are `YYYY-MM-DD` in Singapore.
 */
export interface WelcomeRelationship {
  /** The provider's name, as a listing's `category` gives it: 'HSBC'. */
  provider: string;
  listingSlug: string;
  /** The day it was opened, or applied for when `applied`. */
  from?: string;
  closedOn?: string;
  /** An application made on `from`: it counts for the months after that day. */
  applied?: boolean;
  /** The application was approved and the product not closed since: it counts as held. */
  approved?: boolean;
}

/** Who would apply; a figure left out is not held against them. */
export interface WelcomePerson {
  /** Income a year, S$. */
  income?: number;
  age?: number;
  residency?: Residency;
  usPerson?: boolean;
}

export interface WelcomeEligibilityInput {
  offer: WelcomeOffer;
  /** The product's own terms: the gift's minimum income and age default to the product's. */
  terms?: Pick<CardTerms, 'minIncome' | 'minIncomeForeigner' | 'minAge'>;
  listing: {
    provider: string;
    slug: string;
    /** What the product is called in a reason: 'card', 'account'. */
    noun: string;
    /** The offer's end date, `YYYY-MM-DD`. */
    expiresAt?: string;
  };
  person: WelcomePerson;
  relationships: readonly WelcomeRelationship[];
  /** Today in Singapore, `YYYY-MM-DD`. */
  today: string;
  /** A product's name by its slug, for 'not for holders of HSBC Revolution'. */
  productName?: (slug: string) => string | undefined;
}

export interface WelcomeEligibility {
  eligible: boolean;
  /** Every reason the person would not get the gift, in words: 'income below S$30,000'. */
  reasons: string[];
}

/**
 * The day `months` calendar months before `day` (`YYYY-MM-DD`), the day of the month kept or, in a
 * shorter month, its last day: 2026-03-31 less 1 month is 2026-02-28.
 */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const firstOfTarget = new Date(Date.UTC(year, month - 1 - months, 1));
  const lastDate = new Date(
    Date.UTC(firstOfTarget.getUTCFullYear(), firstOfTarget.getUTCMonth() + 1, 0),
  ).getUTCDate();
  firstOfTarget.setUTCDate(Math.min(date, lastDate));
  return firstOfTarget.toISOString().slice(0, 10);
}

/**
 * Whether the relationship counts within the last `months`: held now (an approved application
 * too), or applied for or closed on a day after the day `months` before today. Closed or applied
 * for 12 months ago to the day is outside 12 months.
 */
function withinMonths(relationship: WelcomeRelationship, months: number, today: string): boolean {
  const cutoff = monthsBefore(today, months);
  if (relationship.closedOn !== undefined) return relationship.closedOn > cutoff;
  if (relationship.applied && !relationship.approved) {
    return relationship.from === undefined || relationship.from > cutoff;
  }
  return true;
}

/**
 * 'you hold a DBS card', 'you held a DBS card in the last 12 months', 'you applied for a DBS card
 * on 2026-11-03' (the day as the tracker has it; the client writes it as the site's day).
 */
function relationshipReason(
  relationship: WelcomeRelationship,
  product: string,
  months: number,
): string {
  if (relationship.closedOn !== undefined)
    return `you held ${product} in the last ${months} months`;
  if (relationship.applied) {
    const day = relationship.from === undefined ? '' : ` on ${relationship.from}`;
    return `you applied for ${product}${day}`;
  }
  return `you hold ${product}`;
}

/**
 * 'a DBS card', 'an HSBC card', 'a UOB card', 'an American Express card': an initialism takes the
 * article of its first letter's name, a word that of its first letter.
 */
function aProductOf(provider: string, noun: string): string {
  const initialism = /^[A-Z]{2,}\b/.test(provider);
  const vowelSound = initialism ? /^[AEFHILMNORSX]/.test(provider) : /^[aeiou]/i.test(provider);
  return `${vowelSound ? 'an' : 'a'} ${provider} ${noun}`;
}

/** The reasons of the new-to-bank and new-to-card rules: the first relationship that breaks each. */
function relationshipReasons(input: WelcomeEligibilityInput): string[] {
  const { offer, listing, relationships, today } = input;
  const reasons: string[] = [];
  if (offer.newToBankOnly) {
    const months = newToBankMonths(offer);
    const breaking = relationships.find(
      (relationship) =>
        relationship.provider === listing.provider && withinMonths(relationship, months, today),
    );
    if (breaking) {
      reasons.push(
        relationshipReason(breaking, aProductOf(listing.provider, listing.noun), months),
      );
    }
  }
  if (offer.newToCardMonths !== undefined) {
    const months = offer.newToCardMonths;
    const breaking = relationships.find(
      (relationship) =>
        relationship.listingSlug === listing.slug && withinMonths(relationship, months, today),
    );
    if (breaking) reasons.push(relationshipReason(breaking, `this ${listing.noun}`, months));
  }
  for (const slug of offer.excludedHolders ?? []) {
    const holds = relationships.some(
      (relationship) =>
        relationship.listingSlug === slug &&
        relationship.closedOn === undefined &&
        (!relationship.applied || relationship.approved === true),
    );
    if (holds) reasons.push(`not for holders of ${input.productName?.(slug) ?? slug}`);
  }
  return reasons;
}

/** The reasons of the person's own figures: income, age, residency, US person. */
function personReasons(input: WelcomeEligibilityInput): string[] {
  const { offer, terms = {}, person } = input;
  const reasons: string[] = [];
  const income =
    offer.minIncome ?? (person.residency ? incomeNeeded(terms, person.residency) : terms.minIncome);
  if (income !== undefined && person.income !== undefined && person.income < income) {
    reasons.push(`income below ${formatMoney(income)}`);
  }
  const age = offer.minAge ?? terms.minAge;
  if (age !== undefined && person.age !== undefined && person.age < age) {
    reasons.push(`under the minimum age of ${age}`);
  }
  if (offer.residency && person.residency && !offer.residency.includes(person.residency)) {
    reasons.push(`not open to ${residencyWords[person.residency].toLowerCase()}`);
  }
  if (offer.usPersonsExcluded && person.usPerson) reasons.push('not open to US persons');
  return reasons;
}

/**
 * Whether the person would get the welcome offer, and every reason they would not: the offer's
 * end date, new to the provider or to the product within its months, holders of named products
 * excluded, the income and age it needs (the product's own when the gift names none), who it is
 * open to, and US persons.
 */
export function welcomeEligibility(input: WelcomeEligibilityInput): WelcomeEligibility {
  const reasons: string[] = [];
  const { expiresAt } = input.listing;
  if (expiresAt !== undefined && expiresAt < input.today) {
    reasons.push(`the offer ended on ${expiresAt}`);
  }
  reasons.push(...relationshipReasons(input), ...personReasons(input));
  return { eligible: reasons.length === 0, reasons };
}
