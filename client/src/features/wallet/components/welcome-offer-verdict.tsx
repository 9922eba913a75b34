import type { Listing } from '@sg-finance/contract';
import { welcomeNouns } from '@sg-finance/finance';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { walletWelcomeEligibility } from '../../../lib/welcome/wallet-welcome';
import { welcomeOfferOf } from '../../../lib/welcome/welcome-offer-of';
import { useMyApplications } from '../../applications';
import { useKindCatalogue } from '../../catalogue';
import { useMyWallet } from '../hooks/use-my-wallet';

interface WelcomeOfferVerdictProps {
  kind: KindUi;
  listing: Listing;
}

/**
 * The verdict of a signed-in user's wallet and applications: would they get the gift, and if not,
 * why. A product they applied for has its gift followed in My applications instead.
 */
function WalletVerdict({ kind, listing }: WelcomeOfferVerdictProps) {
  const wallet = useMyWallet();
  const catalogue = useKindCatalogue(kind);
  const applications = useMyApplications();
  if (wallet.status !== 'ready') return null;
  if (!wallet.wallet) {
    return (
      <p className="small mb-0">
        <Link to={paths.wallet}>Fill in My wallet</Link> to see whether you would get this gift.
      </p>
    );
  }
  if (catalogue.status !== 'ready' || !applications) return null;
  const ownApplication = applications.find((application) => application.product.id === listing._id);
  if (ownApplication) {
    return (
      <p className="small mb-0 welcome-verdict">
        You applied for it on {formatDate(ownApplication.appliedOn)}:{' '}
        <Link to={paths.applications}>My applications</Link> follows its welcome gift.
      </p>
    );
  }
  const eligibility = walletWelcomeEligibility(
    listing,
    welcomeNouns[kind.key] ?? kind.noun,
    wallet.wallet,
    applications,
    catalogue.items,
  );
  if (!eligibility) return null;
  return eligibility.eligible ? (
    <p className="small mb-0 welcome-verdict text-success-emphasis">
      From your wallet, you would get this welcome gift.
    </p>
  ) : (
    <p className="small mb-0 welcome-verdict text-danger-emphasis">
      <strong>Welcome gift not available to you:</strong> {eligibility.reasons.join('; ')}.
    </p>
  );
}

/**
 * Whether the signed-in visitor would get the listing's welcome gift (`welcomeEligibility` on
 * their wallet), for a listing whose terms carry one.
 */
export function WelcomeOfferVerdict({ kind, listing }: WelcomeOfferVerdictProps) {
  if (!welcomeOfferOf(listing)) return null;
  return <WalletVerdict kind={kind} listing={listing} />;
}
