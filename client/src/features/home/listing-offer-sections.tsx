import { listingDetailPath } from '@sg-finance/contract';
import { MediaImage } from '../../components/ui/media-image';
import { formatDate } from '../../lib/dates';
import { kindUiByKey } from '../../lib/listings/kind-uis';
import type { HomeListing } from './home-api';
import { HomePictureCard } from './home-picture-card';
import { HomeSection } from './home-section';
import { bestWelcomeCardsLoad, offersEndingSoonLoad } from './home-section-loads';
import { useSectionData } from './use-section-data';

interface ListingOfferGridProps {
  entries: readonly HomeListing[];
  showEndDate?: boolean;
}

function ListingOfferGrid({ entries, showEndDate = false }: ListingOfferGridProps) {
  return (
    <ul className="row row-cols-1 row-cols-md-2 row-cols-lg-4 g-3 list-unstyled">
      {entries.map(({ kindKey, listing, offer }) => {
        const kind = kindUiByKey(kindKey);
        return (
          <li className="col" key={`${kind.key}-${listing._id}`}>
            <HomePictureCard
              picture={
                <MediaImage
                  image={listing.image}
                  recorded={listing}
                  alt={listing.title}
                  width={640}
                  height={400}
                  className="home-offer-image"
                />
              }
              overline={
                <p className="small text-body-secondary mb-1">
                  {kind.navLabel} · {listing.category}
                </p>
              }
              title={listing.title}
              to={listingDetailPath(kind, listing)}
            >
              <p className="card-text mb-0">{offer.description}</p>
              {showEndDate && offer.expiresAt && (
                <p className="card-text small fw-semibold mt-2 mb-0">
                  Ends {formatDate(offer.expiresAt)}
                </p>
              )}
            </HomePictureCard>
          </li>
        );
      })}
    </ul>
  );
}

export function BestWelcomeRewards() {
  const cards = useSectionData(bestWelcomeCardsLoad);
  if (!cards?.length) return null;
  return (
    <HomeSection title="Best welcome rewards">
      <ListingOfferGrid entries={cards} />
    </HomeSection>
  );
}

export function OffersEndingSoon() {
  const entries = useSectionData(offersEndingSoonLoad);
  if (!entries?.length) return null;
  return (
    <HomeSection title="Offers ending soon">
      <ListingOfferGrid entries={entries} showEndDate />
    </HomeSection>
  );
}
