import type { TermFilter } from '@sg-finance/contract';
import { useId } from 'react';
import { termLabel, type KindUi } from '../../../lib/listings/kind-uis';
import { termOptionLabel } from '../../../lib/listings/term-labels';
import { formatMoney } from '@sg-finance/contract';

interface NeedFiltersProps {
  kind: KindUi;
  /** The chosen filters, by name, as their address text. */
  filters: Readonly<Record<string, string>>;
  /** A filter's new value; empty text lifts the filter. */
  onChange: (name: string, value: string) => void;
}

interface FilterChoice {
  value: string;
  label: string;
}

/** The choices of a filter; a value from the address that is not a preset is kept as one. */
function choicesOf(kind: KindUi, filter: TermFilter, current: string | undefined) {
  if (filter.kind === 'equals') {
    return filter.values.map((value) => ({ value, label: termOptionLabel(value) }));
  }
  const presets = kind.atMostFilterChoices[filter.name] ?? { amounts: [] };
  const amounts = [...presets.amounts];
  if (current !== undefined && !amounts.includes(Number(current))) {
    amounts.push(Number(current));
    amounts.sort((a, b) => a - b);
  }
  return amounts.map((amount): FilterChoice => ({
    value: String(amount),
    label: amount === 0 && presets.zeroLabel ? presets.zeroLabel : `${formatMoney(amount)} or less`,
  }));
}

/** What a chosen filter says beside its name: 'Miles', 'S$0 or less'. */
export function needFilterChoiceLabel(kind: KindUi, name: string, value: string): string {
  const filter = kind.termFilters.find((candidate) => candidate.name === name);
  const choice = filter && choicesOf(kind, filter, value).find((option) => option.value === value);
  return choice?.label ?? value;
}

/** The kind's need filters (reward type, highest annual fee, ...) as selects; 'Any' lifts one. */
export function NeedFilters({ kind, filters, onChange }: NeedFiltersProps) {
  const idPrefix = useId();
  if (kind.termFilters.length === 0) return null;

  return (
    <fieldset className="d-flex flex-wrap align-items-end gap-3 need-filters">
      <legend className="visually-hidden">Filter by terms</legend>
      {kind.termFilters.map((filter) => {
        const id = `${idPrefix}-${filter.name}`;
        const current = filters[filter.name];
        return (
          <div key={filter.name}>
            <label className="form-label" htmlFor={id}>
              {termLabel(kind, filter.name)}
            </label>
            <select
              id={id}
              className="form-select"
              value={current ?? ''}
              onChange={(event) => onChange(filter.name, event.target.value)}
            >
              <option value="">Any</option>
              {choicesOf(kind, filter, current).map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </fieldset>
  );
}
