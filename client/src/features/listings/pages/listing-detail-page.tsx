import { useEffect, useId, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { NotFoundPage, notFoundTitle } from '../../../components/layouts/not-found-page';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { MediaImage } from '../../../components/ui/media-image';
import { RenderWhenNear } from '../../../components/ui/render-when-near';
import { ListingSections } from '../components/listing-sections';
import { ReferralDisclosure } from '../../../components/listings/referral-disclosure';
import { RewardOfferList } from '../../../components/listings/reward-offer-list';
import { StickyApplyBar } from '../components/sticky-apply-bar';
import { DepositInsuranceLine } from '../components/deposit-insurance-line';
import { TermsProvenance } from '../components/terms-provenance';
import { TermsTable } from '../components/terms-table';
import { TierList } from '../../../components/listings/tier-list';
import { historyAnchor, type KindUi } from '../../../lib/listings/kind-uis';
import type { ListingCompareSlots, ListingControlProps } from '../listing-slots';
import { listingSlices } from '../listing-store';
import type { Listing } from '@sg-finance/contract';
import { formatDate } from '../../../lib/dates';
import { termRows } from '../../../lib/listings/term-rows';
import { visibleRewardOffers } from '../../../lib/listings/visible-reward-offers';
import { welcomeOfferOf } from '../../../lib/welcome/welcome-offer-of';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { calculators, highlightedIn, paths } from '../../../config/paths';
import { selectListingsState } from '../listing-store';
import { useAdminToolsShown, useSignedIn } from '../../auth';
import { useCommercialTies } from '../../providers';

export interface ListingAdminActionsProps {
  kind: KindUi;
  listing: Listing;
}

interface ListingDetailPageProps {
  kind: KindUi;
  /** Edit and Delete, supplied by the admin feature; rendered for administrators only. */
  adminActions?: ComponentType<ListingAdminActionsProps>;
  /** The compare toggle of the listing and the kind's compare tray. */
  compare?: ListingCompareSlots;
  /** The listing's History section, from the changes feature; drawn once scrolled near. */
  history?: ComponentType<ListingControlProps>;
  /** Watch and Stop watching, from the alerts feature; rendered for signed-in users only. */
  watch?: ComponentType<ListingControlProps>;
  /** "I applied", from the applications tracker; rendered for signed-in users only. */
  apply?: ComponentType<ListingControlProps>;
  /**
   * Whether the visitor would get the welcome gift, from the wallet feature; rendered for signed-in
   * users only (a visitor is asked to sign in), so its code is fetched for them alone.
   */
  welcome?: ComponentType<ListingControlProps>;
}

/** One listing of any kind, at `${kind.pageRoute}/{slug or id}`. */
export function ListingDetailPage({
  kind,
  adminActions: AdminActions,
  compare,
  history: History,
  watch: Watch,
  apply: Apply,
  welcome: WelcomeVerdict,
}: ListingDetailPageProps) {
  const { slugOrId = '' } = useParams();
  const dispatch = useAppDispatch();
  // The list as the visitor last filtered it, so the way back keeps their provider, search and sort.
  const lastListQuery = useAppSelector(
    (state) => selectListingsState(state)[kind.key].list.queryKey,
  );
  const adminToolsShown = useAdminToolsShown();
  const tieOf = useCommercialTies();
  const signedIn = useSignedIn();
  const detail = useAppSelector((state) => selectListingsState(state)[kind.key].detail);
  const rewardsHeadingId = useId();

  useEffect(() => {
    void dispatch(listingSlices[kind.key].fetchDetail(slugOrId));
  }, [dispatch, kind, slugOrId]);

  const current = detail.slugOrId === slugOrId;
  const listing = current ? detail.item : null;
  const error = current ? detail.error : null;
  const notFound = current && detail.notFound;
  usePageMeta({
    title: notFound ? notFoundTitle : (listing?.title ?? kind.navLabel),
    description: listing ? listing.subtitle : kind.bannerSubheading,
  });

  const calculator = calculators[kind.key];
  const tiers = listing && (
    <section aria-label="Tiers" className="mb-4">
      <TierList tiers={listing.tiers} sideBySide={kind.tiersSideBySide} />
    </section>
  );
  const hasRewardOffers = listing !== null && visibleRewardOffers(listing.rewardOffer).length > 0;
  const welcomeRewards = listing && (hasRewardOffers || welcomeOfferOf(listing) !== undefined) && (
    <section
      aria-labelledby={rewardsHeadingId}
      className="welcome-rewards border rounded-3 p-3 mb-4"
    >
      <h2 className="h5" id={rewardsHeadingId}>
        Welcome Rewards
      </h2>
      {hasRewardOffers && (
        <RewardOfferList
          applyButtons
          offers={listing.rewardOffer}
          source={{ kind: kind.key, slug: listing.slug, provider: listing.category }}
          tie={tieOf(listing)}
        />
      )}
      {WelcomeVerdict &&
        welcomeOfferOf(listing) &&
        (signedIn ? (
          <WelcomeVerdict kind={kind} listing={listing} />
        ) : (
          <p className="small mb-0">
            <Link to={`${paths.login}?next=${encodeURIComponent(`${kind.pageRoute}/${slugOrId}`)}`}>
              Sign in
            </Link>{' '}
            to see whether you would get this gift.
          </p>
        ))}
      {hasRewardOffers && <ReferralDisclosure className="mt-2 mb-0" />}
    </section>
  );
  const hasTerms = listing !== null && termRows(kind, [listing.terms]).length > 0;

  if (notFound) {
    return (
      <NotFoundPage
        message={error ?? undefined}
        way={{ to: kind.pageRoute, label: `See all ${kind.navLabel.toLowerCase()}` }}
      />
    );
  }

  return (
    <div className="container py-4 listing-detail-page">
      <p className="mb-3">
        <Link to={{ pathname: kind.pageRoute, search: lastListQuery ?? '' }}>
          &larr; All {kind.navLabel.toLowerCase()}
        </Link>
      </p>
      {error ? (
        <ErrorBanner
          message={error}
          onRetry={() => void dispatch(listingSlices[kind.key].fetchDetail(slugOrId))}
        />
      ) : !listing ? (
        <LoadingSpinner />
      ) : (
        <article className="listing-detail">
          <div className="row g-4 align-items-start mb-4">
            <div className="col-md-5">
              <MediaImage
                image={listing.image}
                recorded={listing}
                alt={listing.title}
                width={640}
                height={400}
                className="rounded border"
                priority
              />
            </div>
            <div className="col-md-7">
              {listing.category && (
                <p className="text-body-secondary small mb-1">{listing.category}</p>
              )}
              <h1 className="h2 fw-bold">{listing.title}</h1>
              {listing.subtitle && <p className="lead">{listing.subtitle}</p>}
              {compare && (
                <div className="mb-3">
                  <compare.Toggle kind={kind} listing={listing} />
                </div>
              )}
              {Watch &&
                (signedIn ? (
                  <Watch kind={kind} listing={listing} />
                ) : (
                  <p className="mb-3">
                    <Link
                      to={`${paths.login}?next=${encodeURIComponent(`${kind.pageRoute}/${slugOrId}`)}`}
                    >
                      Sign in to watch
                    </Link>
                  </p>
                ))}
              {Apply && signedIn && <Apply kind={kind} listing={listing} />}
              {adminToolsShown && AdminActions && <AdminActions kind={kind} listing={listing} />}
              <DepositInsuranceLine terms={listing.terms} />
              {calculator && (
                <p className="mb-3">
                  <Link to={highlightedIn(calculator.path, listing.slug)}>
                    {calculator.forProduct}
                  </Link>
                </p>
              )}
              {!kind.tiersSideBySide && tiers}
              {!kind.tiersSideBySide && welcomeRewards}
            </div>
          </div>
          {kind.tiersSideBySide && tiers}
          {kind.tiersSideBySide && welcomeRewards}
          <div className="row g-4">
            {hasTerms && (
              <div className="col-lg-5">
                <TermsTable kind={kind} title={listing.title} terms={listing.terms} />
              </div>
            )}
            <div className={hasTerms ? 'col-lg-7' : 'col-lg-12'}>
              <ListingSections
                sections={kind.sections}
                termSections={kind.termSections}
                listing={listing}
              />
            </div>
          </div>
          {hasTerms && (
            <TermsProvenance
              source={listing.terms?.source}
              provider={listing.category}
              sourceChangedOn={listing.sourceChangedOn}
            />
          )}
          {formatDate(listing.updatedAt) && (
            <p className="small text-body-secondary mt-3 mb-0">
              Last updated: {formatDate(listing.updatedAt)}
            </p>
          )}
          {History && (
            <RenderWhenNear anchor={historyAnchor}>
              <History kind={kind} listing={listing} />
            </RenderWhenNear>
          )}
          <StickyApplyBar
            offers={listing.rewardOffer}
            source={{ kind: kind.key, slug: listing.slug, provider: listing.category }}
            tie={tieOf(listing)}
          />
        </article>
      )}
      {compare && <compare.Tray kind={kind} />}
    </div>
  );
}
