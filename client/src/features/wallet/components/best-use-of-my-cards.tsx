import {
  DEFAULT_MILE_VALUE_CENTS,
  spendCategories,
  type StoredWallet,
  type WalletOptimum,
  type WalletUseAnswer,
} from '@sg-finance/contract';
import { formatSGD } from '@sg-finance/finance';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fetchWalletOptimum, selectWalletOptimum } from '../store/wallet-optimum-slice';
import { spendLabel } from './wallet-form-values';

/**
 * The cards of the wallet's use, each with the spend it is given ('Dining S$450.00'); with
 * `onlyUsed`, the cards given no spend are counted in one line instead.
 */
function UseList({ use, onlyUsed = false }: { use: WalletUseAnswer; onlyUsed?: boolean }) {
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
          <li key={card._id} className="mb-1">
            <strong>{card.title}</strong>: {formatSGD(value.netSGD)} a year
            {given.length > 0 ? ` for ${given.join(', ')} a month` : ', given no spend'}
            {value.conversionFeeSGD > 0 &&
              `, after ${formatSGD(value.conversionFeeSGD)} to convert its points`}
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

/** What the best set of as many cards pays more, and whether the search proved it the best. */
function BestSet({ best, optimum }: { best: WalletUseAnswer; optimum: WalletOptimum }) {
  const gapSGD = optimum.gapSGD ?? 0;
  return (
    <>
      <p className="mb-1" data-testid="wallet-gap">
        {gapSGD > 0.005
          ? `The best set of ${best.cards.length} cards pays ${formatSGD(gapSGD)} more a year:`
          : `No set of ${best.cards.length} cards you can have pays more.`}
      </p>
      {gapSGD > 0.005 && <UseList use={best} onlyUsed />}
      {!optimum.complete && (
        <p className="text-body-secondary" role="status" data-testid="optimum-incomplete">
          The search for the best set stopped at its time limit: this is the best set it found, and
          no set of {best.cards.length} cards pays more than{' '}
          {formatSGD(optimum.bestBoundSGD ?? best.netSGD)} a year.
        </p>
      )}
    </>
  );
}

/**
 * The best use of the wallet's credit cards (up to five) for the saved spend, and what the best
 * set of as many cards from the catalogue that the person can have pays more a year, as the
 * server works them out for the wallet as saved.
 */
export function BestUseOfMyCards({ wallet }: { wallet: StoredWallet }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectWalletOptimum);
  const holdsCard = wallet.products.some((product) => product.kind === 'card');
  const walletVersion = wallet.updatedAt;

  useEffect(() => {
    if (holdsCard) void dispatch(fetchWalletOptimum({ walletVersion }));
  }, [dispatch, holdsCard, walletVersion]);

  if (!holdsCard) return null;
  const current = state.walletVersion === walletVersion ? state : null;
  const optimum = current?.status === 'ready' ? current.optimum : null;
  const { held, best } = optimum ?? { held: null, best: null };

  return (
    <section className="mb-4" aria-labelledby="best-use-heading">
      <h2 id="best-use-heading" className="h5">
        Best use of my cards
      </h2>
      {(!current || current.status === 'loading') && (
        <p className="text-body-secondary">Working it out…</p>
      )}
      {current?.status === 'failed' && (
        <p className="text-danger" role="alert">
          {current.error}
        </p>
      )}
      {optimum && !held && (
        <p className="text-danger" role="alert">
          None of your cards has a reward the site can value.
        </p>
      )}
      {optimum && held && (
        <>
          <p className="mb-1">
            Your spend split over your cards pays{' '}
            <strong data-testid="held-use">{formatSGD(held.netSGD)}</strong> a year:
          </p>
          <UseList use={held} />
          {best && <BestSet best={best} optimum={optimum} />}
          <p className="small text-body-secondary">
            Year one, fees and overseas fees counted, welcome offers left out, miles at{' '}
            {wallet.mileValueCents ?? DEFAULT_MILE_VALUE_CENTS} cents; cards your income, age or
            residency does not meet are left out of the best set.
          </p>
        </>
      )}
    </section>
  );
}
