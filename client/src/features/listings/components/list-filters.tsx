import { useId, useRef, useState } from 'react';
import { termLabel, type KindUi } from '../../../lib/listings/kind-uis';
import {
  plainListingQuery,
  type ListingQuery,
  type SortOption,
} from '../../../lib/listings/listing-query';
import { NeedFilters, needFilterChoiceLabel } from './need-filters';
import { SortSelect } from './sort-select';
import './list-filters.css';

interface ListFiltersProps {
  kind: KindUi;
  query: ListingQuery;
  sortOptions: readonly SortOption[];
  onSort: (sort: string) => void;
  /** A need filter's new value; empty text lifts it. */
  onFilter: (name: string, value: string) => void;
}

interface ActiveChoice {
  key: string;
  label: string;
  remove: () => void;
}

/**
 * The list's order and need filters. From 768 px they are shown as they are; on a phone they
 * fold behind one 'Filters' button, so the first products are on the first screen, and what is
 * chosen shows beside it as chips that each lift their choice.
 */
export function ListFilters({ kind, query, sortOptions, onSort, onFilter }: ListFiltersProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  const sortLabel = sortOptions.find((option) => option.value === query.sort)?.label;
  const active: ActiveChoice[] = [
    ...(query.sort !== plainListingQuery.sort && sortLabel
      ? [{ key: 'sort', label: `Sort: ${sortLabel}`, remove: () => onSort(plainListingQuery.sort) }]
      : []),
    ...Object.entries(query.filters).map(([name, value]) => ({
      key: name,
      label: `${termLabel(kind, name)}: ${needFilterChoiceLabel(kind, name, value)}`,
      remove: () => onFilter(name, ''),
    })),
  ];

  // The chip goes once its choice is lifted; the focus goes back to the button it belongs to.
  const lift = (choice: ActiveChoice) => {
    choice.remove();
    toggleRef.current?.focus();
  };

  return (
    <div className="list-filters">
      <div className="d-flex d-md-none flex-wrap align-items-center gap-2">
        <button
          ref={toggleRef}
          type="button"
          className="btn btn-outline-primary btn-sm"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
        >
          Filters
          {active.length > 0 && (
            <>
              {' '}
              <span className="badge text-bg-primary ms-1">
                {active.length} <span className="visually-hidden">chosen</span>
              </span>
            </>
          )}
        </button>
        {active.map((choice) => (
          <button
            key={choice.key}
            type="button"
            className="btn btn-light btn-sm rounded-pill border active-choice"
            aria-label={`Remove ${choice.label}`}
            onClick={() => lift(choice)}
          >
            {choice.label}
            <span aria-hidden="true" className="ms-1">
              &times;
            </span>
          </button>
        ))}
      </div>
      <div id={panelId} className={`collapse d-md-block${open ? ' show' : ''}`}>
        <div className="d-flex flex-wrap align-items-end gap-3 pt-3 pt-md-0">
          <SortSelect sort={query.sort} options={sortOptions} onSort={onSort} />
          <NeedFilters kind={kind} filters={query.filters} onChange={onFilter} />
        </div>
      </div>
    </div>
  );
}
