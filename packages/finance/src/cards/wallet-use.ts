import type { CardTerms, SpendCategory } from '@sg-finance/contract';

export { WALLET_MAX_CARDS } from '@sg-finance/contract';
import type { CardValue, WorkingLine } from './card-working.js';
import type { PricedCard } from './priced-card.js';

/** A card that can be valued, as `rankCards` gives it (its `netSGD` is not needed). */
export interface WalletCard<Item> {
  item: Item;
  terms: CardTerms;
  priced: PricedCard;
}

/** What one card of the wallet is given and what it pays for it, in year one. */
export interface WalletCardUse<Item> {
  card: WalletCard<Item>;
  /** S$ a month of each category given to this card; categories it gets none of are left out. */
  spend: Partial<Record<SpendCategory, number>>;
  /** Rewards, welcome offer, fee and FX fee on that spend, as the card finder values a card. */
  value: CardValue;
  /** The working of that value in the person's own figures, as the card finder shows it. */
  working: WorkingLine[];
}

/** How the spend is best split over a set of cards, and what the set pays. */
export interface WalletUse<Item> {
  /** The cards in the order given (for `bestCardSet`, the best value first). */
  cards: WalletCardUse<Item>[];
  /**
   * For each category with spend, the S$ a month given to each card, in the order of `cards`:
   * `split.online = [1000, 200]` puts the first S$1,000 of online spend on the first card and the
   * rest on the second.
   */
  split: Partial<Record<SpendCategory, number[]>>;
  /** Every card's net value added up: S$ in year one. */
  netSGD: number;
}

/** How much more the best set of as many cards pays than the cards the person holds. */
export interface WalletGap<Item> {
  held: WalletUse<Item>;
  /** With `complete` false when the time limit stopped the search for it. */
  best: WalletUse<Item> & { complete: boolean; boundSGD: number };
  /** `best.netSGD - held.netSGD`: 0 when the held cards are already the best set. */
  gapSGD: number;
}
