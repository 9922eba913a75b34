import Button from 'react-bootstrap/Button';

interface FilterChipsProps {
  /** Names the group for assistive technology, e.g. 'Filter by bank'. */
  label: string;
  options: readonly string[];
  selected: string;
  onSelect: (option: string) => void;
}

/** A row of toggle buttons; the pressed one is the active filter. */
export function FilterChips({ label, options, selected, onSelect }: FilterChipsProps) {
  return (
    <div className="d-flex flex-wrap gap-2" role="group" aria-label={label}>
      {options.map((option) => {
        const pressed = option === selected;
        return (
          <Button
            key={option}
            className="rounded-pill filter-chip"
            size="sm"
            variant={pressed ? 'primary' : 'outline-primary'}
            aria-pressed={pressed}
            onClick={() => onSelect(option)}
          >
            {option}
          </Button>
        );
      })}
    </div>
  );
}
