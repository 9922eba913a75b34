import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { SearchBox } from '../../../components/ui/search-box';
import type { SortOption } from '../listing-query';

interface ListingSearchFormProps {
  /** What to search, in the visitor's words: 'credit cards'. */
  label: string;
  q: string;
  sort: string;
  /** The kind's orders, its term sorts included. */
  sortOptions: readonly SortOption[];
  onSearch: (q: string) => void;
  onSort: (sort: string) => void;
}

/** The list page's search box (applied on submit) and its sort order (applied on change). */
export function ListingSearchForm(props: ListingSearchFormProps) {
  const { label, q, sort, sortOptions, onSearch, onSort } = props;
  const sortId = useId();

  return (
    <div className="d-flex flex-wrap align-items-end gap-3">
      <SearchBox
        label={`Search ${label}`}
        placeholder="Name, bank or feature"
        q={q}
        onSearch={onSearch}
        className="flex-grow-1 listing-search"
      />
      <div>
        <Form.Label htmlFor={sortId}>Sort by</Form.Label>
        <Form.Select id={sortId} value={sort} onChange={(event) => onSort(event.target.value)}>
          {sortOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </div>
    </div>
  );
}
