import { spendCategories, type CardTerms } from '@sg-finance/contract';
import { ineligibilityReasons, type Applicant } from './card-eligibility.js';
import { cardWorking, type CardValue, type WorkingLine } from './card-working.js';
import { priceCard, yearlyValue, type PricedCard } from './priced-card.js';
import type { CardValueOptions, RewardWanted, SpendProfile } from './spend-profile.js';

export interface FinderOptions<Item = unknown> extends Omit<
  CardValueOptions,
  'holdsCardOfProvider' | 'welcomeReasons'
> {
  rewardWanted: RewardWanted;
  /** Who applies: cards whose income or age they do not meet are set apart. */
  applicant?: Applicant;
  /** Providers the person already holds a card of (a listing's `category`). */
  providersHeld?: readonly string[];
  /** Why the person would not get a card's welcome offer (`welcomeEligibility`); none if absent. */
  welcomeReasonsOf?(item: Item): readonly string[];
}

/** A card that can be valued: its terms give a reward type worth something in S$. */
export interface RankedCard<Item> {
  item: Item;
  terms: CardTerms;
  priced: PricedCard;
  netSGD: number;
}

/** A card the applicant cannot have, and why. */
export interface IneligibleCard<Item> {
  item: Item;
  reasons: string[];
}

/** Points cards count as miles cards: their points convert to miles. */
export function paysWanted(terms: CardTerms, wanted: RewardWanted): boolean {
  if (wanted === 'either') return true;
  if (wanted === 'cashback') return terms.rewardType === 'cashback';
  return terms.rewardType === 'miles' || terms.rewardType === 'points';
}

export function spendArray(profile: SpendProfile): Float64Array {
  return Float64Array.from(spendCategories, (category) => profile[category]);
}

/**
 * Every card paying the wanted reward, ranked by its net value in year one (the highest first;
 * ties keep the given order). Cards whose income or age the applicant does not meet come back
 * apart as `ineligible` with the reasons; cards without terms, or whose reward has no S$ value
 * (points with no miles conversion), as `unvalued`.
 */
export function rankCards<Item extends { terms?: CardTerms; category?: string }>(
  items: readonly Item[],
  profile: SpendProfile,
  options: FinderOptions<NoInfer<Item>>,
): { ranked: RankedCard<Item>[]; unvalued: Item[]; ineligible: IneligibleCard<Item>[] } {
  const spend = spendArray(profile);
  const ranked: RankedCard<Item>[] = [];
  const unvalued: Item[] = [];
  const ineligible: IneligibleCard<Item>[] = [];
  const providersHeld = new Set(options.providersHeld ?? []);
  for (const item of items) {
    const { terms } = item;
    if (terms && !paysWanted(terms, options.rewardWanted)) continue;
    const reasons =
      terms && options.applicant ? ineligibilityReasons(terms, options.applicant) : [];
    if (reasons.length > 0) {
      ineligible.push({ item, reasons });
      continue;
    }
    const holdsCardOfProvider = item.category !== undefined && providersHeld.has(item.category);
    const welcomeReasons = options.welcomeReasonsOf?.(item);
    const priced = terms && priceCard(terms, { ...options, holdsCardOfProvider, welcomeReasons });
    if (!terms || !priced) {
      unvalued.push(item);
      continue;
    }
    ranked.push({ item, terms, priced, netSGD: yearlyValue(priced, spend) });
  }
  ranked.sort((a, b) => b.netSGD - a.netSGD);
  return { ranked, unvalued, ineligible };
}

/** The working of one ranked card, made when a person opens its row. */
export function workingOf<Item>(
  card: RankedCard<Item>,
  profile: SpendProfile,
): { value: CardValue; lines: WorkingLine[] } {
  return cardWorking(card.terms, card.priced, profile);
}
