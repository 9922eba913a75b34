import { welcomeValueSGD, type StoredWallet } from '@sg-finance/contract';
import { formatSGD, welcomeEligibilityRules, welcomeNouns } from '@sg-finance/finance';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { kindUiByKey } from '../../../lib/listings/kind-uis';
import { walletWelcomeEligibility } from '../../../lib/welcome/wallet-welcome';
import { useMyApplications } from '../../applications';
import type { Catalogue } from '../../catalogue';

/** The kinds whose terms carry welcome offers. */
const kindsWithGifts = ['card', 'investment'] as const;

interface MyWelcomeOffersProps {
  wallet: StoredWallet;
  catalogue: Catalogue;
}

/**
 * Every welcome gift of the catalogue's cards and brokerage accounts, and whether the saved
 * wallet's owner would get it (with what they hold, closed and applied for): the ones they would
 * first, then the others with the reasons.
 */
export function MyWelcomeOffers({ wallet, catalogue }: MyWelcomeOffersProps) {
  const headingId = useId();
  const applications = useMyApplications();
  if (!applications) return null;
  const rows = kindsWithGifts.flatMap((key) => {
    const kind = kindUiByKey(key);
    return catalogue[key].flatMap((listing) => {
      const eligibility = walletWelcomeEligibility(
        listing,
        welcomeNouns[key] ?? kind.noun,
        wallet,
        applications,
        catalogue[key],
      );
      if (!eligibility) return [];
      const valueSGD = welcomeValueSGD(listing.terms ?? {});
      return [{ kind, listing, eligibility, valueSGD }];
    });
  });
  if (rows.length === 0) return null;
  rows.sort((a, b) => Number(b.eligibility.eligible) - Number(a.eligibility.eligible));
  return (
    <section className="mb-4" aria-labelledby={headingId}>
      <h2 className="h5" id={headingId}>
        Welcome gifts and whether you would get them
      </h2>
      <ul className="list-group">
        {rows.map(({ kind, listing, eligibility, valueSGD }) => (
          <li key={listing._id} className="list-group-item">
            <Link to={`${kind.pageRoute}/${listing.slug}`}>{listing.title}</Link>
            {valueSGD !== undefined && <> ({formatSGD(valueSGD)})</>}:{' '}
            {eligibility.eligible ? (
              <span className="text-success-emphasis">you would get it</span>
            ) : (
              <span className="text-danger-emphasis">
                not available to you: {eligibility.reasons.join('; ')}
              </span>
            )}
          </li>
        ))}
      </ul>
      <WelcomeRulesNote />
    </section>
  );
}

/** "How we calculate" of the verdicts, folded: every rule `welcomeEligibility` applies. */
function WelcomeRulesNote() {
  return (
    <details className="small mt-2">
      <summary>How we calculate</summary>
      {welcomeEligibilityRules.map((rule) => (
        <p key={rule} className="mb-1">
          {rule}
        </p>
      ))}
    </details>
  );
}
