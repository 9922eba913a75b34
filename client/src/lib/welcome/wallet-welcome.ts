import { singaporeDay, type Application, type StoredWallet } from '@sg-finance/contract';
import {
  welcomeEligibility,
  welcomePerson,
  welcomeRelationships,
  type RelatableListing,
  type TrackedApplication,
  type WelcomeEligibility,
} from '@sg-finance/finance';
import { withSiteDates } from '../dates';
import { welcomeOfferOf } from './welcome-offer-of';

/** The tracker's applications as the welcome rules read them. */
export function trackedApplications(
  applications: readonly Pick<Application, 'product' | 'appliedOn' | 'approvedOn'>[],
): TrackedApplication[] {
  return applications.map((application) => ({
    productId: application.product.id,
    appliedOn: application.appliedOn,
    approvedOn: application.approvedOn,
  }));
}

/**
 * Whether the wallet's owner would get the listing's welcome offer, today in Singapore, with the
 * products the wallet holds and closed and the applications of the tracker; undefined for a
 * listing without one. The reasons write their days as the site does: 'on 03/Nov/2026'.
 */
export function walletWelcomeEligibility(
  listing: RelatableListing & { terms?: unknown },
  noun: string,
  wallet: StoredWallet,
  applications: readonly Pick<Application, 'product' | 'appliedOn' | 'approvedOn'>[],
  catalogue: readonly (RelatableListing & { title?: string })[],
  now: Date = new Date(),
): WelcomeEligibility | undefined {
  const offer = welcomeOfferOf(listing);
  if (!offer) return undefined;
  const names = new Map(catalogue.map((item) => [item.slug, item.title]));
  const sources = {
    held: wallet.products,
    closed: wallet.closedProducts,
    applications: trackedApplications(applications),
  };
  const { eligible, reasons } = welcomeEligibility({
    offer,
    terms: listing.terms as { minIncome?: number; minIncomeForeigner?: number; minAge?: number },
    listing: { provider: listing.category, slug: listing.slug, noun },
    person: welcomePerson(wallet),
    relationships: welcomeRelationships(sources, catalogue),
    today: singaporeDay(now),
    productName: (slug) => names.get(slug),
  });
  return { eligible, reasons: reasons.map(withSiteDates) };
}
