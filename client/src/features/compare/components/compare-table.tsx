import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { MediaImage } from '../../../components/ui/media-image';
import { RewardOfferList } from '../../../components/listings/reward-offer-list';
import { TierList } from '../../../components/listings/tier-list';
import { listingDetailPath } from '@sg-finance/contract';
import { termLabel, type KindUi } from '../../../lib/listings/kind-uis';
import type { Listing } from '@sg-finance/contract';
import { formatTermValue } from '../../../lib/listings/format-term';
import { termRows } from '../../../lib/listings/term-rows';
import { visibleRewardOffers } from '../../../lib/listings/visible-reward-offers';
import { useCommercialTies, type TieOf } from '../../providers';
import { bestValueIndexes } from '../lib/best-values';
import './compare.css';

interface CompareTableProps {
  kind: KindUi;
  listings: Listing[];
}

interface CompareRow {
  heading: string;
  cell: (listing: Listing) => ReactNode;
}

const notListed = <span className="text-body-secondary">Not listed</span>;

function slugOf(listing: Listing): string {
  return listing.slug || listing._id;
}

const notGiven = (
  <>
    <span aria-hidden="true">—</span>
    <span className="visually-hidden">Not given</span>
  </>
);

const bestMark = (
  <span className="compare-best">
    <span aria-hidden="true">★ Best</span>
    <span className="visually-hidden">(best of the compared)</span>
  </span>
);

/** A row per term field that a compared product gives, its best figures marked, '—' for none. */
function termRowsOf(kind: KindUi, listings: Listing[]): CompareRow[] {
  return termRows(
    kind,
    listings.map((listing) => listing.terms),
  ).map(({ field, values }) => {
    const best = bestValueIndexes(values, field.better);
    return {
      heading: termLabel(kind, field.key),
      cell: (listing: Listing) => {
        const index = listings.indexOf(listing);
        const value = values[index];
        if (!value) return notGiven;
        return (
          <span className={best.has(index) ? 'fw-semibold' : undefined}>
            {formatTermValue(value)}
            {best.has(index) && <> {bestMark}</>}
          </span>
        );
      },
    };
  });
}

function rowsOf(kind: KindUi, listings: Listing[], tieOf: TieOf): CompareRow[] {
  return [
    {
      heading: 'Image',
      cell: (listing) => (
        <MediaImage
          image={listing.image}
          recorded={listing}
          alt={listing.title}
          width={320}
          height={200}
          className="rounded border"
        />
      ),
    },
    { heading: 'Provider', cell: (listing) => listing.category || notListed },
    {
      heading: 'At a glance',
      cell: (listing) =>
        Object.values(listing.tiers ?? {}).some((tier) => tier.trim() !== '') ? (
          <TierList tiers={listing.tiers} />
        ) : (
          notListed
        ),
    },
    {
      heading: 'Welcome Rewards',
      cell: (listing) =>
        visibleRewardOffers(listing.rewardOffer).length > 0 ? (
          <RewardOfferList
            offers={listing.rewardOffer}
            source={{ kind: kind.key, slug: listing.slug, provider: listing.category }}
            tie={tieOf(listing)}
          />
        ) : (
          notListed
        ),
    },
    ...termRowsOf(kind, listings),
    ...kind.sections.map((section) => ({
      heading: section.title,
      cell: (listing: Listing) => {
        const lines = (listing[section.field] ?? []).filter((line) => line.trim() !== '');
        if (lines.length === 0) return notListed;
        return (
          <ul className="mb-0 ps-3">
            {lines.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        );
      },
    })),
  ];
}

/**
 * The products side by side: a column per product, a row per attribute. The products' names and
 * the attributes' names stay in view while the table scrolls down and sideways in its box.
 */
export function CompareTable({ kind, listings }: CompareTableProps) {
  const captionId = useId();
  const tieOf = useCommercialTies();
  const kindType = kind.resource;
  const slugs = listings.map(slugOf);

  return (
    <div
      className="table-responsive border rounded compare-scroll"
      role="region"
      aria-labelledby={captionId}
      // Keyboard users can scroll the table sideways once it has focus.
      tabIndex={0}
    >
      <table className="table caption-top mb-0 compare-table">
        <caption id={captionId} className="px-3">
          {kind.navLabel} compared side by side
        </caption>
        <thead>
          <tr>
            <th scope="col" className="compare-corner">
              <span className="visually-hidden">Attribute</span>
            </th>
            {listings.map((listing) => (
              <th scope="col" key={listing._id}>
                <Link to={listingDetailPath(kind, listing)}>{listing.title}</Link>
                <div>
                  <Link
                    aria-label={`Remove ${listing.title} from comparison`}
                    className="small link-secondary"
                    to={paths.compare(
                      kindType,
                      slugs.filter((slug) => slug !== slugOf(listing)),
                    )}
                  >
                    Remove
                  </Link>
                </div>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rowsOf(kind, listings, tieOf).map((row) => (
            <tr key={row.heading}>
              <th scope="row">{row.heading}</th>
              {listings.map((listing) => (
                <td key={listing._id}>{row.cell(listing)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
