import { Fragment, useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { MediaImage } from '../../../components/ui/media-image';
import { listingDetailPath } from '@sg-finance/contract';
import type { KindUi } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';
import { headlineFigures, headlineText } from '../../../lib/listings/headline-figures';
import { RewardOfferList } from '../../../components/listings/reward-offer-list';
import { useCommercialTies } from '../../providers';
import { TierList } from '../../../components/listings/tier-list';

interface ListingCardProps {
  kind: KindUi;
  listing: Listing;
  /** Extra controls beside 'See Details', e.g. the compare toggle. */
  actions?: ReactNode;
  /** The list's first card: its image is the page's largest at the top, fetched at once. */
  priority?: boolean;
}

export function ListingCard({ kind, listing, actions, priority = false }: ListingCardProps) {
  const titleId = useId();
  const tieOf = useCommercialTies();
  const lead = headlineText(kind, listing.terms);
  const figures = headlineFigures(kind, listing.terms, Object.values(listing.tiers ?? {}));
  return (
    <article className="card h-100 shadow-sm listing-card" aria-labelledby={titleId}>
      <MediaImage
        image={listing.image}
        recorded={listing}
        alt={listing.title}
        width={640}
        height={400}
        className="card-img-top"
        priority={priority}
      />
      <div className="card-body d-flex flex-column gap-3">
        <div>
          <h2 className="h5 card-title mb-1" id={titleId}>
            {listing.title}
          </h2>
          <p className="text-body-secondary small mb-0">{listing.category}</p>
        </div>
        {lead && <p className="fw-bold mb-0 listing-lead">{lead}</p>}
        {figures.length > 0 && (
          <p className="small fw-semibold mb-0 listing-headline">
            {figures.map((figure, index) => (
              <Fragment key={figure}>
                {index > 0 && ' · '}
                <span className="text-nowrap">{figure}</span>
              </Fragment>
            ))}
          </p>
        )}
        <TierList tiers={listing.tiers} />
        <RewardOfferList
          offers={listing.rewardOffer}
          source={{ kind: kind.key, slug: listing.slug, provider: listing.category }}
          tie={tieOf(listing)}
        />
        <div className="mt-auto d-flex flex-wrap align-items-start gap-2">
          <Link
            className="btn btn-primary"
            to={listingDetailPath(kind, listing)}
            aria-describedby={titleId}
          >
            See Details
          </Link>
          {actions}
        </div>
      </div>
    </article>
  );
}
