import { changesFeedPath } from '@sg-finance/contract';
import Container from 'react-bootstrap/Container';
import { useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ChangeItem } from '../components/change-item';
import { ChangesFilters } from '../components/changes-filters';
import { ChangesPager } from '../components/changes-pager';
import { ListedProducts } from '../components/listed-products';
import { useChanges } from '../hooks/use-changes';
import { useProviderNames } from '../../providers';
import {
  changesFiltersFromParams,
  changesFiltersToParams,
  type ChangesFilters as Filters,
} from '../lib/changes-address';
import { changesLines } from '../lib/listed-runs';

export const changesPageTitle = 'Latest changes';

/**
 * `/changes`: the latest changes of the catalogue's products, newest first, by kind and provider, a
 * page at a time; the filters and the page are in the address, so a link shows the same list.
 */
export function ChangesPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = changesFiltersFromParams(searchParams);
  const { state, retry } = useChanges(filters);
  const providerNames = useProviderNames().names;
  usePageMeta({
    title: changesPageTitle,
    description:
      'What the providers changed lately: welcome gifts, fees, rates and caps of the cards, accounts, loans and plans we list.',
  });

  // A new filter starts again from the newest changes.
  const choose = (next: Omit<Filters, 'page'>) =>
    setSearchParams(changesFiltersToParams({ ...next, page: 1 }));
  const filtered = filters.kind !== undefined || filters.provider !== undefined;

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">{changesPageTitle}</h1>
      <p className="text-body-secondary">
        Every change to the terms and welcome offers of the products we list, newest first.{' '}
        <a href={changesFeedPath}>Follow them in a feed reader (Atom)</a>
      </p>
      <ChangesFilters filters={filters} providerNames={providerNames} onChange={choose} />
      {state.status === 'loading' ? (
        <LoadingSpinner />
      ) : state.status === 'failed' ? (
        <ErrorBanner message={state.error} onRetry={retry} />
      ) : state.answer.data.length === 0 && filters.page === 1 ? (
        <p>{filtered ? 'No changes match these filters yet.' : 'No changes yet.'}</p>
      ) : (
        <>
          <p aria-live="polite" className="text-body-secondary small">
            {state.answer.total} {state.answer.total === 1 ? 'change' : 'changes'}
          </p>
          <ul className="list-unstyled mb-0 border-top">
            {changesLines(state.answer.data).map((line) =>
              line.type === 'change' ? (
                <ChangeItem key={line.change.id} change={line.change} />
              ) : (
                <ListedProducts key={line.listings[0]!.id} at={line.at} listings={line.listings} />
              ),
            )}
          </ul>
          <ChangesPager
            filters={filters}
            lastPage={Math.max(1, Math.ceil(state.answer.total / state.answer.limit))}
          />
        </>
      )}
    </Container>
  );
}
