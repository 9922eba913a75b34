import { spendCategories, type CardTerms, type SpendCategory } from '@sg-finance/contract';
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

/** A card held, with what was spent on it so far this month by category. */
export interface HeldCard<Item> {
  item: Item;
  terms: CardTerms;
  spentSoFar: ArrayLike<number>;
}

export interface PurchaseChoice<Item> extends PurchaseEarn {
  item: Item;
  terms: CardTerms;
}

/**
 * The held cards ranked by what the purchase is worth on each, the best first (ties keep the
 * given order); cards whose reward has no S$ value are left out. Welcome offers and fees are
 * not the purchase's: they are counted out.
 */
export function rankCardsForPurchase<Item>(
  cards: readonly HeldCard<Item>[],
  category: SpendCategory,
  amount: number,
  options: Pick<CardValueOptions, 'mileValueCents'>,
): PurchaseChoice<Item>[] {
  const choices: PurchaseChoice<Item>[] = [];
  for (const { item, terms, spentSoFar } of cards) {
    const priced = priceCard(terms, { ...options, includeWelcome: false });
    if (!priced) continue;
    choices.push({ item, terms, ...purchaseEarn(priced, spentSoFar, category, amount) });
  }
  return choices.sort((a, b) => b.netSGD - a.netSGD);
}
