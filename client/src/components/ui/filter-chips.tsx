/** How many items each chip would show. */
export interface ChipCounts {
  /** By option; null while they load, when each badge keeps its room empty. */
  values: Readonly<Record<string, number>> | null;
  /** What a count says to assistive technology after the option: '4 products'. */
  describe: (count: number) => string;
}

interface FilterChipsProps {
  /** Names the group for assistive technology, e.g. 'Filter by provider'. */
  label: string;
  options: readonly string[];
  selected: string;
  onSelect: (option: string) => void;
  /** Shows a count badge in each chip; a chip with 0 is muted but can still be chosen. */
  counts?: ChipCounts;
}

function chipVariant(pressed: boolean, empty: boolean): string {
  if (pressed) return 'primary';
  return empty ? 'outline-secondary' : 'outline-primary';
}

/** A row of toggle buttons; the pressed one is the active filter. */
export function FilterChips({ label, options, selected, onSelect, counts }: FilterChipsProps) {
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option === selected;
        const count = counts?.values?.[option];
        // A label rather than visually hidden text, which name computation sets apart as a block
        // of its own ('DBS , 4 products'). The words seen, 'DBS 4', are a part of it.
        const spokenName =
          counts && count !== undefined ? `${option}, ${counts.describe(count)}` : undefined;
        return (
          <button
            key={option}
            type="button"
            className={`btn btn-sm btn-${chipVariant(pressed, count === 0)} rounded-pill filter-chip`}
            aria-pressed={pressed}
            aria-label={spokenName}
            onClick={() => onSelect(option)}
          >
            {option}
            {counts && (
              <>
                {' '}
                <span className="filter-chip-count" aria-hidden="true">
                  {count}
                </span>
              </>
            )}
          </button>
        );
      })}
    </div>
  );
}
