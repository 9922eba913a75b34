/**
 * The wallet optimum's work, apart from the database and the cache: what the solver thread
 * (`wallet-optimum.worker.ts`) runs.
 */
import {
  DEFAULT_MILE_VALUE_CENTS,
  WALLET_MAX_CARDS,
  type CardTerms,
  type StoredWallet,
  type WalletOptimum,
  type WalletUseAnswer,
} from '@sg-finance/contract';
import { rankCards, type FinderOptions, type WalletUse } from '@sg-finance/finance';
import { bestCardSet, bestUseOfWallet } from '@sg-finance/finance/wallet-optimiser';

/**
 * The most ms the search for the best set takes before it answers with the best set found so
 * far, saying so (`complete: false`).
 */
export const OPTIMUM_TIME_LIMIT_MS = 2_000;

/**
 * The most ms the split of the held cards takes before it answers a split found without the
 * solver, saying so (`complete: false`); a 5-card wallet is solved in a few ms.
 */
export const HELD_TIME_LIMIT_MS = 500;

/** What the optimum needs of a card listing. */
export interface CatalogueCard {
  _id: string;
  title: string;
  slug: string;
  /** The provider, for the eligibility rules of its terms. */
  category: string;
  terms?: CardTerms;
}

/**
 * Year one, fees and FX fees counted, welcome offers left out (the held cards' were had), miles
 * at the person's own value.
 */
const valuationFor = (wallet: StoredWallet): FinderOptions => ({
  mileValueCents: wallet.mileValueCents ?? DEFAULT_MILE_VALUE_CENTS,
  includeWelcome: false,
  rewardWanted: 'either',
});

function useAnswer(use: WalletUse<CatalogueCard>): WalletUseAnswer {
  return {
    cards: use.cards.map(({ card, spend, value, working }) => ({
      card: { _id: card.item._id, title: card.item.title, slug: card.item.slug },
      spend,
      value,
      working,
    })),
    split: use.split,
    netSGD: use.netSGD,
  };
}

/** Time limits of the two solves, in ms: the best set's search and the held cards' split. */
export interface OptimumLimits {
  timeLimitMs?: number;
  heldTimeLimitMs?: number;
}

/**
 * The best use of the wallet's credit cards (the five worth most alone, when it holds more),
 * the best set of `bestSetSize` cards (as many as those, when not given) from the catalogue and
 * the cards held that the person can have, and how much more that set pays a year.
 */
export async function walletOptimum(
  wallet: StoredWallet,
  catalogue: readonly CatalogueCard[],
  bestSetSize: number | undefined,
  { timeLimitMs = OPTIMUM_TIME_LIMIT_MS, heldTimeLimitMs = HELD_TIME_LIMIT_MS }: OptimumLimits = {},
): Promise<WalletOptimum> {
  const heldIds = new Set(wallet.products.map((product) => product.id));
  const heldCards = catalogue.filter((card) => heldIds.has(card._id));
  const valuation = valuationFor(wallet);
  const held = rankCards(heldCards, wallet.spend, valuation).ranked.slice(0, WALLET_MAX_CARDS);
  const size = bestSetSize ?? Math.max(1, held.length);
  const applicant = {
    income: wallet.monthlyIncome * 12,
    age: wallet.age,
    residency: wallet.residency,
  };
  const eligible = rankCards(catalogue, wallet.spend, { ...valuation, applicant }).ranked;
  const inCatalogue = new Set(eligible.map((card) => card.item));
  const pool = [...eligible, ...held.filter((card) => !inCatalogue.has(card.item))];
  const heldUse =
    held.length > 0
      ? await bestUseOfWallet(held, wallet.spend, { timeLimitMs: heldTimeLimitMs })
      : null;
  const best =
    pool.length >= size ? await bestCardSet(pool, wallet.spend, size, { timeLimitMs }) : null;
  return {
    held: heldUse && useAnswer(heldUse),
    best: best && useAnswer(best),
    bestSetSize: size,
    gapSGD: heldUse && best ? best.netSGD - heldUse.netSGD : null,
    complete: (heldUse?.complete ?? true) && (best?.complete ?? true),
    bestBoundSGD: best ? best.boundSGD : null,
  };
}
