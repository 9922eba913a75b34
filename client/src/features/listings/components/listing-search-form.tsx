import { useEffect, useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { listingSorts, type ListingSort } from '../listing-query';

interface ListingSearchFormProps {
  /** What to search, in the visitor's words: 'credit cards'. */
  label: string;
  q: string;
  sort: ListingSort;
  onSearch: (q: string) => void;
  onSort: (sort: ListingSort) => void;
}

/** The list page's search box (applied on submit) and its sort order (applied on change). */
export function ListingSearchForm({ label, q, sort, onSearch, onSort }: ListingSearchFormProps) {
  const [text, setText] = useState(q);
  const searchId = useId();
  const sortId = useId();

  // The address changed (back button, a chip, a cleared search): show what it holds.
  useEffect(() => setText(q), [q]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };

  return (
    <div className="d-flex flex-wrap align-items-end gap-3">
      <Form role="search" onSubmit={submit} className="flex-grow-1 listing-search">
        <Form.Label htmlFor={searchId}>Search {label}</Form.Label>
        <div className="d-flex gap-2">
          <Form.Control
            id={searchId}
            type="search"
            value={text}
            maxLength={100}
            placeholder="Name, bank or feature"
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit">Search</Button>
        </div>
      </Form>
      <div>
        <Form.Label htmlFor={sortId}>Sort by</Form.Label>
        <Form.Select
          id={sortId}
          value={sort}
          onChange={(event) => onSort(event.target.value as ListingSort)}
        >
          {listingSorts.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Form.Select>
      </div>
    </div>
  );
}
