import { providerLinkRel, type CommercialTie, type RewardOffer } from '@sg-finance/contract';
import { trackApplyClick } from '../../../lib/analytics';
import { safeHref } from '../../../lib/safe-url';
import { visibleRewardOffers } from '../../../lib/listings/visible-reward-offers';
import type { RewardOfferSource } from '../../../components/listings/reward-offer-list';
import './sticky-apply-bar.css';

interface StickyApplyBarProps {
  offers: readonly RewardOffer[] | undefined;
  source: RewardOfferSource;
  /** What the link pays the site; the disclosure is beside the offers in the page. */
  tie?: CommercialTie;
}

/**
 * On a phone, the first offer's 'Apply now' stays at the bottom of the screen while the product's
 * page is read. It sticks within the product's article, so past its end it takes its own place
 * under the last line rather than covering it.
 */
export function StickyApplyBar({ offers, source, tie }: StickyApplyBarProps) {
  const [first] = visibleRewardOffers(offers);
  const href = first && safeHref(first.link);
  if (!first || !href) return null;
  return (
    <div className="sticky-apply-bar d-md-none">
      <span className="sticky-apply-offer small text-truncate">{first.description}</span>
      <a
        href={href}
        target="_blank"
        rel={providerLinkRel(tie)}
        onClick={() => trackApplyClick({ ...source, tag: first.tag })}
        className="btn btn-primary btn-sm flex-shrink-0"
        aria-label={`Apply now: ${first.tag}, ${first.description} (opens in a new tab)`}
      >
        Apply now
      </a>
    </div>
  );
}
