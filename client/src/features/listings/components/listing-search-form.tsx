import { SearchBox } from '../../../components/ui/search-box';

interface ListingSearchFormProps {
  /** What to search, in the visitor's words: 'credit cards'. */
  label: string;
  q: string;
  onSearch: (q: string) => void;
}

/** The list page's search box, applied on submit. */
export function ListingSearchForm({ label, q, onSearch }: ListingSearchFormProps) {
  return (
    <SearchBox
      label={`Search ${label}`}
      placeholder="Name, bank or feature"
      q={q}
      onSearch={onSearch}
      className="listing-search"
    />
  );
}
