import { trackApplyClick } from '../../lib/analytics';
import { formatDate } from '../../lib/dates';
import { safeHref } from '../../lib/safe-url';
import {
  providerLinkRel,
  type CommercialTie,
  type ListingKindKey,
  type RewardOffer,
} from '@sg-finance/contract';
import { offerFreshness } from '../../lib/listings/offer-freshness';
import { visibleRewardOffers } from '../../lib/listings/visible-reward-offers';

/** The listing the offers belong to, reported with each apply click. */
export interface RewardOfferSource {
  kind: ListingKindKey;
  slug: string;
  provider: string;
}

interface RewardOfferListProps {
  offers: readonly RewardOffer[] | undefined;
  source: RewardOfferSource;
  /** Adds an 'Apply now' button beside each offer (the detail page's one clear action). */
  applyButtons?: boolean;
  /** What the links pay the site, disclosed under them; none: plain links. */
  tie?: CommercialTie;
}

/**
 * The listing's complete, unexpired reward offers as new-tab links (sponsored, with the tie's
 * disclosure under them, when the listing or its provider pays the site), each tagged with a
 * chip and, in its last seven days, marked with the day it ends ('Ends 07/Jun/2025'); a click is recorded as an analytics event
 * when analytics is configured. The chips sit in the line of the text, which wraps around them
 * rather than being squeezed into a column between them on a phone.
 */
export function RewardOfferList({
  offers,
  source,
  applyButtons = false,
  tie,
}: RewardOfferListProps) {
  const visible = visibleRewardOffers(offers);
  if (visible.length === 0) return null;
  const rel = providerLinkRel(tie);
  return (
    <>
      <ul className="list-unstyled d-grid gap-2 mb-0 reward-offers">
        {visible.map((offer, index) => {
          const href = safeHref(offer.link);
          const content = (
            <>
              <span className="badge bg-success me-2">{offer.tag}</span>
              <span>{offer.description}</span>
              {offer.expiresAt && offerFreshness(offer.expiresAt) === 'endsSoon' && (
                <span className="badge text-dark bg-warning ms-2 ends-soon text-nowrap">
                  Ends {formatDate(offer.expiresAt)}
                </span>
              )}
            </>
          );
          return (
            <li
              key={`${offer.tag}-${index}`}
              className={
                applyButtons
                  ? 'reward-offer d-flex flex-column flex-lg-row align-items-lg-center justify-content-between gap-2'
                  : 'reward-offer'
              }
            >
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel={rel}
                  onClick={() => trackApplyClick({ ...source, tag: offer.tag })}
                  className="text-decoration-none"
                >
                  {content}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              ) : (
                <span>{content}</span>
              )}
              {href && applyButtons && (
                <a
                  href={href}
                  target="_blank"
                  rel={rel}
                  onClick={() => trackApplyClick({ ...source, tag: offer.tag })}
                  className="btn btn-primary btn-sm flex-shrink-0 align-self-start align-self-lg-center"
                  aria-label={`Apply now: ${offer.tag}, ${offer.description} (opens in a new tab)`}
                >
                  Apply now
                </a>
              )}
            </li>
          );
        })}
      </ul>
      {tie && (
        <p className="small text-body-secondary mt-1 mb-0 commercial-tie">
          {tie.kind === 'sponsored' ? 'Sponsored' : 'Affiliate link'}: {tie.disclosure}
        </p>
      )}
    </>
  );
}
