import {
  DEFAULT_MILE_VALUE_CENTS,
  spendCategories,
  type Listing,
  type StoredWallet,
} from '@sg-finance/contract';
import {
  formatSGD,
  rankCards,
  walletGap,
  WALLET_MAX_CARDS,
  type WalletGap,
  type WalletUse,
} from '@sg-finance/finance';
import { useEffect, useState } from 'react';
import { spendLabel } from './wallet-form-values';

type Card = Listing<'card'>;

type GapState =
  | { status: 'working' }
  | { status: 'ready'; gap: WalletGap<Card> }
  | { status: 'failed'; error: string };

/**
 * The cards of the wallet's use, each with the spend it is given ('Dining S$450.00'); with
 * `onlyUsed`, the cards given no spend are counted in one line instead.
 */
function UseList({ use, onlyUsed = false }: { use: WalletUse<Card>; onlyUsed?: boolean }) {
  const hasSpend = (spend: Partial<Record<string, number>>) =>
    Object.values(spend).some((amount) => (amount ?? 0) > 0);
  const shown = onlyUsed ? use.cards.filter((cardUse) => hasSpend(cardUse.spend)) : use.cards;
  const idle = use.cards.length - shown.length;
  return (
    <ul className="list-unstyled mb-2">
      {shown.map(({ card, spend, value }) => {
        const given = spendCategories
          .filter((category) => (spend[category] ?? 0) > 0)
          .map((category) => `${spendLabel(category)} ${formatSGD(spend[category] ?? 0)}`);
        return (
          <li key={card.item._id} className="mb-1">
            <strong>{card.item.title}</strong>: {formatSGD(value.netSGD)} a year
            {given.length > 0 ? ` for ${given.join(', ')} a month` : ', given no spend'}
          </li>
        );
      })}
      {idle > 0 && (
        <li className="mb-1 text-body-secondary">
          {idle === 1
            ? 'Any other card adds nothing for this spend.'
            : `Any other ${idle} cards add nothing for this spend.`}
        </li>
      )}
    </ul>
  );
}

/**
 * The best use of the wallet's credit cards (up to five) for the saved spend, and what the best
 * set of as many cards from the catalogue that the person can have pays more a year.
 */
export function BestUseOfMyCards({ wallet, cards }: { wallet: StoredWallet; cards: Card[] }) {
  const [state, setState] = useState<GapState>({ status: 'working' });
  const held = new Set(wallet.products.map((product) => product.id));
  const heldCards = cards.filter((card) => held.has(card._id));
  const key = JSON.stringify([wallet.updatedAt, heldCards.map((card) => card._id)]);

  useEffect(() => {
    let current = true;
    const options = {
      mileValueCents: DEFAULT_MILE_VALUE_CENTS,
      includeWelcome: false,
      rewardWanted: 'either' as const,
    };
    const mine = rankCards(heldCards, wallet.spend, options).ranked.slice(0, WALLET_MAX_CARDS);
    const applicant = {
      income: wallet.monthlyIncome * 12,
      age: wallet.age,
      residency: wallet.residency,
    };
    const catalogue = rankCards(cards, wallet.spend, { ...options, applicant }).ranked;
    if (mine.length === 0) {
      setState({ status: 'failed', error: 'None of your cards has a reward the site can value.' });
      return;
    }
    walletGap(catalogue, mine, wallet.spend).then(
      (gap) => current && setState({ status: 'ready', gap }),
      (error: unknown) =>
        current &&
        setState({ status: 'failed', error: error instanceof Error ? error.message : 'failed' }),
    );
    return () => {
      current = false;
    };
    // The inputs are compared by `key`: the wallet as saved and the cards it holds.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  if (heldCards.length === 0) return null;
  return (
    <section className="mb-4" aria-labelledby="best-use-heading">
      <h2 id="best-use-heading" className="h5">
        Best use of my cards
      </h2>
      {state.status === 'working' && <p className="text-body-secondary">Working it out…</p>}
      {state.status === 'failed' && (
        <p className="text-danger" role="alert">
          {state.error}
        </p>
      )}
      {state.status === 'ready' && (
        <>
          <p className="mb-1">
            Your spend split over your cards pays{' '}
            <strong data-testid="held-use">{formatSGD(state.gap.held.netSGD)}</strong> a year:
          </p>
          <UseList use={state.gap.held} />
          <p className="mb-1" data-testid="wallet-gap">
            {state.gap.gapSGD > 0.005
              ? `The best set of ${state.gap.best.cards.length} cards pays ${formatSGD(state.gap.gapSGD)} more a year:`
              : `No set of ${state.gap.best.cards.length} cards you can have pays more.`}
          </p>
          {state.gap.gapSGD > 0.005 && <UseList use={state.gap.best} onlyUsed />}
          <p className="small text-body-secondary">
            Year one, fees and overseas fees counted, welcome offers left out, miles at{' '}
            {DEFAULT_MILE_VALUE_CENTS} cents; cards your income, age or residency does not meet are
            left out of the best set.
          </p>
        </>
      )}
    </section>
  );
}
