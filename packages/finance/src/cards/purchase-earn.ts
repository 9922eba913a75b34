import {
  spendCategories,
  type CardSpendTier,
  type CardTerms,
  type SpendCategory,
} from '@sg-finance/contract';
import {
  baseCategory,
  matchPurchase,
  type Purchase,
  type PurchaseMatch,
} from './purchase-match.js';
import {
  CATEGORY_COUNT,
  monthlyReward,
  OVERSEAS,
  priceCard,
  rewardDetail,
  type PricedCard,
} from './priced-card.js';
import type { CardValueOptions } from './spend-profile.js';

/** What one purchase earns on a card, given what was spent on it so far this month. */
export interface PurchaseEarn {
  /** Reward the purchase adds to the month's, in the card's unit (S$ of cashback, miles, points). */
  earnedUnits: number;
  /** The fee the card charges on the purchase when it is overseas, S$. */
  fxFeeSGD: number;
  /** What the purchase is worth: its reward in S$ less the overseas fee. */
  netSGD: number;
  /**
   * S$ more of the purchase's category that still earns its bonus rate this month after the
   * purchase: what is left of the tightest cap on it (its own, a shared one or the card's).
   * Infinity when no cap limits it; undefined when the category earns no bonus on the card.
   */
  bonusSpendLeft: number | undefined;
  /** Reward left under the card's cap on the month's reward after the purchase; Infinity: none. */
  rewardLeft: number;
  /** S$ of counted spend still needed this month before bonus rates apply; 0 once met. */
  minimumSpendLeft: number;
}

function withPurchase(spentSoFar: ArrayLike<number>, index: number, amount: number) {
  const after = Float64Array.from(spentSoFar);
  after[index] = (after[index] as number) + amount;
  return after;
}

/** What is left of the tightest cap on the bonus rate of category `index`, for this month's spend. */
function bonusSpendLeftOf(card: PricedCard, spend: Float64Array, index: number) {
  if (!card.bonusOrder.includes(index)) return undefined;
  const detail = rewardDetail(card, spend);
  const used = detail.bonusSpend;
  let bonusTotal = 0;
  for (let at = 0; at < CATEGORY_COUNT; at++) bonusTotal += used[at] as number;
  const rate = card.bonus[index] as number;
  let left = Math.min(
    (card.bonusSpendLimit[index] as number) - (used[index] as number),
    card.monthlyBonusSpendCap - bonusTotal,
  );
  for (const shared of card.sharedCaps) {
    if (shared.members[index] === 0) continue;
    let usedOfShared = 0;
    for (let at = 0; at < CATEGORY_COUNT; at++) {
      if (shared.members[at] === 0) continue;
      const spent = used[at] as number;
      usedOfShared += shared.onReward ? spent * (card.bonus[at] as number) : spent;
    }
    const room = shared.amount - usedOfShared;
    left = Math.min(left, shared.onReward ? room / rate : room);
  }
  return Math.max(0, left);
}

/**
 * What a purchase of `amount` S$ in `category` earns on the card: the month's reward with it less
 * the month's reward without it, so caps already partly used, a minimum spend the purchase
 * reaches, spend tiers and earning in whole blocks all count. `spentSoFar` is this month's spend on
 * the card by category, indexed like `spendCategories`.
 */
export function purchaseEarn(
  card: PricedCard,
  spentSoFar: ArrayLike<number>,
  category: SpendCategory,
  amount: number,
): PurchaseEarn {
  const index = spendCategories.indexOf(category);
  const before = monthlyReward(card, spentSoFar);
  const after = withPurchase(spentSoFar, index, amount);
  const earnedUnits = monthlyReward(card, after) - before;
  const fxFeeSGD = index === OVERSEAS ? amount * card.fxFee : 0;
  const detail = rewardDetail(card, after);
  return {
    earnedUnits,
    fxFeeSGD,
    netSGD: earnedUnits * card.unitValueSGD - fxFeeSGD,
    bonusSpendLeft: bonusSpendLeftOf(card, after, index),
    rewardLeft: detail.rewardCap - detail.reward,
    minimumSpendLeft: Math.max(0, card.minMonthlySpend - detail.counted),
  };
}

/** What a held card has spent so far in its cap period (a calendar or a statement month). */
export interface SpentThisPeriod {
  /** S$ on purchases like this one, which count against the same bonus and caps. */
  onLikePurchases: number;
  /** S$ on every purchase, those included: what minimum spends and spend tiers read. */
  onAll: number;
}

/** A card held, with what was spent on it so far in its cap period. */
export interface HeldCard<Item> {
  item: Item;
  terms: CardTerms;
  spent: SpentThisPeriod;
}

/** Where a card with spend tiers stands once the purchase is made. */
export interface TierStanding {
  /** The highest tier the period's spend reaches, if any. */
  reached?: CardSpendTier;
  /** The next tier up, and the S$ more spend it needs. */
  next?: { tier: CardSpendTier; spendLeft: number };
}

export interface PurchaseChoice<Item> extends PurchaseEarn {
  item: Item;
  terms: CardTerms;
  /** How the card's terms treat the purchase (its code, category, way of paying, currency). */
  match: PurchaseMatch;
  /** Undefined for a card without spend tiers. */
  tiers?: TierStanding;
}

/** The period's spend as the reward calculation reads it: like purchases where this one goes. */
function spendVector(terms: CardTerms, match: PurchaseMatch, spent: SpentThisPeriod) {
  const vector = new Float64Array(CATEGORY_COUNT);
  const likeOnes = match.earns === 'nothing' ? 0 : Math.min(spent.onLikePurchases, spent.onAll);
  if (match.earns !== 'nothing') vector[spendCategories.indexOf(match.category)] = likeOnes;
  const rest = spendCategories.indexOf(baseCategory(terms, 'other'));
  vector[rest] = (vector[rest] as number) + Math.max(0, spent.onAll - likeOnes);
  return vector;
}

function tierStanding(terms: CardTerms, counted: number): TierStanding | undefined {
  const tiers = terms.spendTiers ?? [];
  if (tiers.length === 0) return undefined;
  const reached = tiers.filter((tier) => tier.minSpend <= counted).at(-1);
  const next = tiers.find((tier) => tier.minSpend > counted);
  return {
    ...(reached && { reached }),
    ...(next && { next: { tier: next, spendLeft: next.minSpend - counted } }),
  };
}

/**
 * The held cards ranked by what the purchase is worth on each, the best first (ties keep the
 * given order); cards whose reward has no S$ value are left out. Each card's terms decide how the
 * purchase earns (`matchPurchase`), with what the card has spent so far in its own cap period:
 * caps partly used, a minimum spend or a spend tier the month's spend reaches. A foreign-currency
 * purchase pays the card's fee on it. Welcome offers and fees are not the purchase's.
 */
export function rankCardsForPurchase<Item>(
  cards: readonly HeldCard<Item>[],
  purchase: Purchase,
  amount: number,
  options: Pick<CardValueOptions, 'mileValueCents'>,
): PurchaseChoice<Item>[] {
  const choices: PurchaseChoice<Item>[] = [];
  for (const { item, terms, spent } of cards) {
    const priced = priceCard(terms, { ...options, includeWelcome: false });
    if (!priced) continue;
    const match = matchPurchase(terms, purchase);
    const vector = spendVector(terms, match, spent);
    const earn =
      match.earns === 'nothing'
        ? { ...purchaseEarn(priced, vector, 'other', 0), bonusSpendLeft: undefined }
        : purchaseEarn(priced, vector, match.category, amount);
    const fxFeeSGD =
      (purchase.currency ?? currencyOfCategory(purchase.category)) === 'foreign'
        ? amount * priced.fxFee
        : 0;
    const counted = rewardDetail(priced, withPurchaseOf(vector, match, amount)).counted;
    const tiers = tierStanding(terms, counted);
    choices.push({
      item,
      terms,
      ...earn,
      fxFeeSGD,
      netSGD: earn.earnedUnits * priced.unitValueSGD - fxFeeSGD,
      match,
      ...(tiers && { tiers }),
    });
  }
  return choices.sort((a, b) => b.netSGD - a.netSGD);
}

const currencyOfCategory = (category: SpendCategory) =>
  category === 'overseas' ? 'foreign' : 'SGD';

function withPurchaseOf(vector: Float64Array, match: PurchaseMatch, amount: number) {
  if (match.earns === 'nothing') return vector;
  return withPurchase(vector, spendCategories.indexOf(match.category), amount);
}
