import { Link } from 'react-router-dom';
import { changesFiltersToParams, type ChangesFilters } from '../lib/changes-address';

interface ChangesPagerProps {
  filters: ChangesFilters;
  lastPage: number;
}

/** Newer and Older as links, so each page of changes has its own address; none for one page. */
export function ChangesPager({ filters, lastPage }: ChangesPagerProps) {
  const { page } = filters;
  if (page === 1 && lastPage === 1) return null;
  const to = (target: number) => ({
    search: changesFiltersToParams({ ...filters, page: target }).toString(),
  });
  return (
    <nav aria-label="Pages of changes" className="d-flex align-items-center gap-3 mt-4">
      {page > 1 ? (
        <Link className="btn btn-outline-primary btn-sm" to={to(page - 1)}>
          Newer
        </Link>
      ) : null}
      <span>
        Page {page} of {lastPage}
      </span>
      {page < lastPage ? (
        <Link className="btn btn-outline-primary btn-sm" to={to(page + 1)}>
          Older
        </Link>
      ) : null}
    </nav>
  );
}
