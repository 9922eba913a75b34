import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Spinner from 'react-bootstrap/Spinner';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { SearchBox } from '../../../components/ui/search-box';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { SearchResultItem } from '../components/search-result-item';
import { fetchSearchResults } from '../search-slice';
import { selectSearchState } from '../search-slice';

/** `/search?q=`: every kind of product and the blog posts matching the words, a page at a time. */
export function SearchPage() {
  const dispatch = useAppDispatch();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = (searchParams.get('q') ?? '').trim().slice(0, 100);
  const search = useAppSelector((state) => selectSearchState(state));
  usePageMeta({
    title: q ? `Search: ${q}` : 'Search',
    description: 'Search credit cards, investments, insurance, savings, loans and the blog.',
  });

  useEffect(() => {
    if (q !== '') void dispatch(fetchSearchResults({ q, page: 1 }));
  }, [dispatch, q]);

  const searchFor = (words: string) => setSearchParams(words === '' ? {} : { q: words });

  const current = search.q === q;
  const results = current ? search.results : [];

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold mb-3">Search</h1>
      <SearchBox
        label="Search all products and articles"
        placeholder="A provider, a card, a topic"
        q={q}
        onSearch={searchFor}
        className="mb-4"
      />
      {q === '' ? (
        <p className="text-body-secondary">
          Type a provider, product or topic to search cards, investments, insurance, savings, loans
          and the blog.
        </p>
      ) : !current || !search.loaded ? (
        <LoadingSpinner />
      ) : results.length === 0 && search.error ? (
        <ErrorBanner message={search.error} />
      ) : results.length === 0 ? (
        <p>No results for &lsquo;{q}&rsquo;. Try fewer or different words.</p>
      ) : (
        <>
          <p aria-live="polite" className="text-body-secondary">
            {search.total} {search.total === 1 ? 'result' : 'results'} for &lsquo;{q}&rsquo;
          </p>
          <ul className="list-unstyled mb-0">
            {results.map((result) => (
              <SearchResultItem key={`${result.type}-${result.id}`} result={result} />
            ))}
          </ul>
          {search.error && (
            <div className="mt-3">
              <ErrorBanner message={search.error} />
            </div>
          )}
          {results.length < search.total && (
            <div className="text-center mt-4">
              <Button
                variant="outline-primary"
                disabled={search.loading}
                onClick={() => void dispatch(fetchSearchResults({ q, page: search.page + 1 }))}
              >
                {search.loading && (
                  <Spinner animation="border" size="sm" className="me-2" aria-hidden="true" />
                )}
                Load more
              </Button>
            </div>
          )}
        </>
      )}
    </Container>
  );
}
