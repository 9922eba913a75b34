import {
  mccInRanges,
  paymentChannelsText,
  spendCategories,
  spendCategoryWords,
  type CardEarnRate,
  type CardTerms,
  type PaymentChannel,
  type PurchaseCurrency,
  type SpendCategory,
} from '@sg-finance/contract';

/** A purchase at the till: its category, and as far as known its code, way of paying, currency. */
export interface Purchase {
  category: SpendCategory;
  /** The merchant category code, four digits, when known. */
  mcc?: string;
  channel?: PaymentChannel;
  /** Singapore dollars unless said, or unless the category is overseas spend. */
  currency?: PurchaseCurrency;
}

/** Why an earn rate names the purchase: by its code, its category, its way of paying, its currency. */
export type PurchaseMatchedBy = 'code' | 'category' | 'channel' | 'currency';

/**
 * How a card treats a purchase: one of its bonus rates (counted in that rate's category, for its
 * caps), the base rate (counted in `category`, a category without a bonus on the card), or
 * nothing at all. `reasons` say why a bonus that named the purchase does not pay.
 */
export type PurchaseMatch =
  | { earns: 'bonus'; category: SpendCategory; by: PurchaseMatchedBy; reasons: string[] }
  | { earns: 'base'; category: SpendCategory; reasons: string[] }
  | { earns: 'nothing'; reasons: string[] };

const currencyOf = (purchase: Purchase): PurchaseCurrency =>
  purchase.currency ?? (purchase.category === 'overseas' ? 'foreign' : 'SGD');

/** Why the rate does not pay for the purchase, or undefined when it does. */
function refusal(earn: CardEarnRate, purchase: Purchase): string | undefined {
  const words = spendCategoryWords[earn.category];
  const { mcc } = purchase;
  if (mcc !== undefined && earn.excludedMccs && mccInRanges(mcc, earn.excludedMccs)) {
    return `The ${words} bonus leaves out MCC ${mcc}`;
  }
  if (earn.channels && purchase.channel && !earn.channels.includes(purchase.channel)) {
    return `The ${words} bonus counts only paid ${paymentChannelsText(earn.channels)}`;
  }
  if (earn.currency && earn.currency !== currencyOf(purchase)) {
    return earn.currency === 'SGD'
      ? `The ${words} bonus counts only in Singapore dollars`
      : `The ${words} bonus counts only in a foreign currency`;
  }
  return undefined;
}

/** How the rate names the purchase, or undefined when it does not. */
function namedBy(earn: CardEarnRate, purchase: Purchase): PurchaseMatchedBy | undefined {
  const { mcc } = purchase;
  if (earn.mccs) {
    if (mcc === undefined) return earn.category === purchase.category ? 'category' : undefined;
    return mccInRanges(mcc, earn.mccs) ? 'code' : undefined;
  }
  if (earn.category === purchase.category) return 'category';
  if (earn.category === 'online' && purchase.channel === 'online') return 'channel';
  if (earn.category === 'overseas' && currencyOf(purchase) === 'foreign') return 'currency';
  return undefined;
}

/** A category that earns the base rate on the card and counts like `category`, for base spend. */
export function baseCategory(terms: CardTerms, category: SpendCategory): SpendCategory {
  const bonused = new Set((terms.earn ?? []).map((earn) => earn.category));
  if (!bonused.has(category)) return category;
  const noEarn = new Set(terms.noEarnCategories ?? []);
  const notCounted = new Set(terms.notCountedCategories ?? []);
  const counted = !notCounted.has(category);
  const candidates = ['other', ...spendCategories] as const;
  return (
    candidates.find(
      (each) => !bonused.has(each) && !noEarn.has(each) && !notCounted.has(each) === counted,
    ) ?? category
  );
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Whether the rate pays on a month's spend in its own category, as a spend profile gives it (no
 * code, no way of paying, in Singapore dollars but for overseas spend): the card finder and the
 * wallet's optimiser price cards by this, `matchPurchase`'s rules for a purchase known by its
 * category alone.
 */
export function paysOnCategorySpend(earn: CardEarnRate): boolean {
  return refusal(earn, { category: earn.category }) === undefined;
}

/**
 * How the card's terms treat the purchase, by code first, then by category:
 * 1. a code the card lists as earning nothing earns nothing;
 * 2. a bonus that lists codes is for those codes only: a purchase of another known code does not
 *    earn it (with no code known, its category decides);
 * 3. a bonus names the purchase by its code, its category, an online payment (the online bonus)
 *    or a foreign currency (the overseas bonus); it pays unless it leaves out the code, counts
 *    only other ways of paying, or only another currency;
 * 4. of the bonuses that pay, one named by the code comes first, then the highest rate;
 * 5. otherwise a category that earns nothing on the card earns nothing, and the rest the base rate.
 */
export function matchPurchase(terms: CardTerms, purchase: Purchase): PurchaseMatch {
  const { mcc } = purchase;
  if (mcc !== undefined && terms.noEarnMccs && mccInRanges(mcc, terms.noEarnMccs)) {
    return { earns: 'nothing', reasons: [`MCC ${mcc} earns nothing on this card`] };
  }
  const reasons: string[] = [];
  let best: { earn: CardEarnRate; by: PurchaseMatchedBy } | undefined;
  for (const earn of terms.earn ?? []) {
    const by = namedBy(earn, purchase);
    if (by === undefined) {
      if (earn.mccs && mcc !== undefined && earn.category === purchase.category) {
        reasons.push(`The ${spendCategoryWords[earn.category]} bonus is only for its listed codes`);
      }
      continue;
    }
    const refused = refusal(earn, purchase);
    if (refused) {
      reasons.push(refused);
      continue;
    }
    const better =
      !best ||
      (by === 'code' && best.by !== 'code') ||
      ((by === 'code') === (best.by === 'code') && earn.rate > best.earn.rate);
    if (better) best = { earn, by };
  }
  if (best) return { earns: 'bonus', category: best.earn.category, by: best.by, reasons: [] };
  if (terms.noEarnCategories?.includes(purchase.category)) {
    return {
      earns: 'nothing',
      reasons: [`${capitalised(spendCategoryWords[purchase.category])} earns nothing on this card`],
    };
  }
  return { earns: 'base', category: baseCategory(terms, purchase.category), reasons };
}
