import { useId } from 'react';
import type { SortOption } from '../../../lib/listings/listing-query';

interface SortSelectProps {
  sort: string;
  /** The kind's orders, its term sorts included. */
  options: readonly SortOption[];
  onSort: (sort: string) => void;
}

/** The list's order, applied on change. */
export function SortSelect({ sort, options, onSort }: SortSelectProps) {
  const id = useId();
  return (
    <div>
      <label className="form-label" htmlFor={id}>
        Sort by
      </label>
      <select
        id={id}
        className="form-select"
        value={sort}
        onChange={(event) => onSort(event.target.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
