import { useEffect, useRef } from 'react';
import { Link, useNavigationType, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { FilterChips } from '../../../components/ui/filter-chips';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageBanner } from '../../../components/ui/page-banner';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ListingCard } from '../components/listing-card';
import { ListingSearchForm } from '../components/listing-search-form';
import { ListFilters } from '../components/list-filters';
import { ReferralDisclosure } from '../../../components/listings/referral-disclosure';
import { allCategoriesFilter, categoryChips, type KindUi } from '../../../lib/listings/kind-uis';
import {
  providerCountsQueryKey,
  hasNeedFilters,
  listingQueryFromParams,
  listingQueryKey,
  listingQueryToParams,
  listingSortOptions,
  type ListingQuery,
} from '../../../lib/listings/listing-query';
import type { ListingCompareSlots } from '../listing-slots';
import { listingSlices } from '../listing-store';
import { calculators } from '../../../config/paths';
import { selectListingsState } from '../listing-store';

function describeProductCount(count: number): string {
  return count === 1 ? '1 product' : `${count} products`;
}

interface ListingListPageProps {
  kind: KindUi;
  /** The compare toggle of each card and the kind's compare tray. */
  compare?: ListingCompareSlots;
}

/**
 * The catalogue of one kind: banner, search, sort, provider chips and need filters (all kept in the
 * address) and a grid of listing cards, a page at a time from the server.
 */
export function ListingListPage({ kind, compare }: ListingListPageProps) {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const query = listingQueryFromParams(kind, searchParams);
  const queryKey = listingQueryKey(kind, query);
  const list = useAppSelector((state) => selectListingsState(state)[kind.key].list);
  const countsKey = providerCountsQueryKey(kind, query);
  const providerCounts = useAppSelector(
    (state) => selectListingsState(state)[kind.key].providerCounts,
  );
  const label = kind.navLabel.toLowerCase();
  usePageMeta({ title: kind.navLabel, description: kind.bannerSubheading });

  const current = list.queryKey === queryKey;
  // Back or Forward to this list shows the pages already loaded, at the place the visitor left.
  const returning = useNavigationType() === 'POP' && current && list.loaded && !list.error;

  // Read once, when the list opens: any later query is the visitor's new choice.
  const keepLoadedPages = useRef(returning);

  useEffect(() => {
    if (keepLoadedPages.current) {
      keepLoadedPages.current = false;
      return;
    }
    // The key holds exactly the parameters that matter, so other address changes do not refetch.
    const keyQuery = listingQueryFromParams(kind, new URLSearchParams(queryKey));
    void dispatch(listingSlices[kind.key].fetchList({ query: keyQuery, page: 1 }));
  }, [dispatch, kind, queryKey]);

  useEffect(() => {
    const keyQuery = listingQueryFromParams(kind, new URLSearchParams(countsKey));
    void dispatch(listingSlices[kind.key].fetchProviderCounts(keyQuery));
  }, [dispatch, kind, countsKey]);

  const counts = providerCounts.queryKey === countsKey ? providerCounts.counts : null;
  const chipCounts = counts && {
    [allCategoriesFilter]: counts.total,
    ...counts.banks,
  };

  const items = current ? list.items : [];
  const firstPageLoading = !current || !list.loaded || (list.loading && list.page === 0);

  // A new filter or sort keeps the visitor's place on the page.
  const change = (next: Partial<ListingQuery>) =>
    setSearchParams(listingQueryToParams(kind, { ...query, ...next }), {
      preventScrollReset: true,
    });

  const changeFilter = (name: string, value: string) => {
    const filters = { ...query.filters };
    if (value === '') delete filters[name];
    else filters[name] = value;
    change({ filters });
  };

  const calculator = calculators[kind.key];

  const loadMore = () =>
    void dispatch(listingSlices[kind.key].fetchList({ query, page: list.page + 1 }));

  return (
    <>
      <PageBanner heading={kind.bannerHeading} subheading={kind.bannerSubheading} />
      <div className="container">
        {calculator && (
          <p className="mb-3">
            <Link to={calculator.path}>{calculator.invitation}</Link>
          </p>
        )}
        <div className="mb-3">
          <ListingSearchForm label={label} q={query.q} onSearch={(q) => change({ q })} />
        </div>
        <div className="mb-3">
          <ListFilters
            kind={kind}
            query={query}
            sortOptions={listingSortOptions(kind)}
            onSort={(sort) => change({ sort })}
            onFilter={changeFilter}
          />
        </div>
        <div className="mb-3 mb-md-4 provider-chip-scroller">
          <FilterChips
            label="Filter by provider"
            options={categoryChips(counts, query.category)}
            selected={query.category}
            onSelect={(category) => change({ category })}
            counts={{ values: chipCounts, describe: describeProductCount }}
          />
        </div>
        <p className="small text-body-secondary" aria-live="polite">
          {current && list.loaded && !list.error && items.length > 0
            ? `Showing ${items.length} of ${list.total} ${label}`
            : ''}
        </p>
        {firstPageLoading ? (
          <LoadingSpinner />
        ) : items.length === 0 && list.error ? (
          <ErrorBanner
            message={list.error}
            onRetry={() => void dispatch(listingSlices[kind.key].fetchList({ query, page: 1 }))}
          />
        ) : items.length === 0 ? (
          <p className="text-body-secondary">
            {query.q === '' && hasNeedFilters(query) ? (
              <>
                No {label} meet these needs.{' '}
                <Link
                  to={{ search: listingQueryToParams(kind, { ...query, filters: {} }).toString() }}
                >
                  Clear the filters
                </Link>
              </>
            ) : query.q === '' ? (
              query.category === allCategoriesFilter ? (
                `No ${label} are listed yet.`
              ) : (
                'Nothing is listed for this provider yet.'
              )
            ) : (
              <>
                No {label} match &lsquo;{query.q}&rsquo;.{' '}
                <Link to={{ search: listingQueryToParams(kind, { ...query, q: '' }).toString() }}>
                  Clear the search
                </Link>
              </>
            )}
          </p>
        ) : (
          <>
            {compare && <compare.SkipLink kind={kind} />}
            <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4">
              {items.map((listing, index) => (
                <div className="col" key={listing._id}>
                  <ListingCard
                    kind={kind}
                    listing={listing}
                    priority={index === 0}
                    actions={compare && <compare.Toggle kind={kind} listing={listing} />}
                  />
                </div>
              ))}
            </div>
            {list.error && (
              <div className="mt-4">
                <ErrorBanner message={list.error} onRetry={loadMore} />
              </div>
            )}
            {items.length < list.total && (
              <div className="text-center mt-4">
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  onClick={loadMore}
                  disabled={list.loading}
                >
                  {list.loading && (
                    <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
                  )}
                  Load more
                </button>
              </div>
            )}
          </>
        )}
        <ReferralDisclosure className="mt-4 mb-0" />
      </div>
      {compare && <compare.Tray kind={kind} />}
    </>
  );
}
