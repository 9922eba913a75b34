import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { FilterChips } from '../../../components/ui/filter-chips';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageBanner } from '../../../components/ui/page-banner';
import { ListingCard } from '../components/listing-card';
import { ReferralDisclosure } from '../components/referral-disclosure';
import { allCategoriesFilter, categoryFilters, type ListingKind } from '../listing-kinds';
import type { ListingCompareSlots } from '../listing-slots';
import { listingSlices } from '../listing-store';
import { usePageMeta } from '../../../hooks/use-page-meta';

/** The catalogue of one kind: banner, bank chips and a grid of listing cards. */
interface ListingListPageProps {
  kind: ListingKind;
  /** The compare toggle of each card and the kind's compare tray. */
  compare?: ListingCompareSlots;
}

export function ListingListPage({ kind, compare }: ListingListPageProps) {
  const dispatch = useAppDispatch();
  const { loading, loaded, items, error } = useAppSelector(
    (state) => state.listings[kind.key].list,
  );
  const [category, setCategory] = useState(allCategoriesFilter);
  usePageMeta({ title: kind.navLabel, description: kind.bannerSubheading });

  useEffect(() => {
    void dispatch(listingSlices[kind.key].fetchList());
  }, [dispatch, kind]);

  const shown =
    category === allCategoriesFilter
      ? items
      : items.filter((listing) => listing.category === category);

  return (
    <>
      <PageBanner heading={kind.bannerHeading} subheading={kind.bannerSubheading} />
      <Container>
        <div className="mb-4">
          <FilterChips
            label="Filter by bank"
            options={categoryFilters}
            selected={category}
            onSelect={setCategory}
          />
        </div>
        {loading || !loaded ? (
          <LoadingSpinner />
        ) : error ? (
          <ErrorBanner message={error} />
        ) : shown.length === 0 ? (
          <p className="text-body-secondary">Nothing is listed for this bank yet.</p>
        ) : (
          <Row xs={1} md={2} lg={3} className="g-4">
            {shown.map((listing) => (
              <Col key={listing._id}>
                <ListingCard
                  kind={kind}
                  listing={listing}
                  actions={compare && <compare.Toggle kind={kind} listing={listing} />}
                />
              </Col>
            ))}
          </Row>
        )}
        <ReferralDisclosure className="mt-4 mb-0" />
      </Container>
      {compare && <compare.Tray kind={kind} />}
    </>
  );
}
