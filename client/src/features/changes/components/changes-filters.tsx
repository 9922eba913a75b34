import type { ListingKindKey } from '@sg-finance/contract';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { kindUis } from '../../../lib/listings/kind-uis';
import type { ChangesFilters as Filters } from '../lib/changes-address';

interface ChangesFiltersProps {
  filters: Filters;
  /** The providers to choose from, the spec's nine banks first. */
  bankNames: readonly string[];
  /** A filter's new value; undefined lifts it. */
  onChange: (next: { kind?: ListingKindKey; bank?: string }) => void;
}

/** The kind of product and the bank of `/changes`, applied on change. */
export function ChangesFilters({ filters, bankNames, onChange }: ChangesFiltersProps) {
  const kindId = useId();
  const bankId = useId();
  // A bank in the address is a choice even before the names load, or if it has no products yet.
  const banks =
    filters.bank && !bankNames.includes(filters.bank) ? [filters.bank, ...bankNames] : bankNames;
  const kindOf = (value: string) => kindUis.find((kind) => kind.key === value)?.key;
  return (
    <div className="d-flex flex-wrap gap-3 mb-4">
      <div>
        <Form.Label htmlFor={kindId}>Product type</Form.Label>
        <Form.Select
          id={kindId}
          value={filters.kind ?? ''}
          onChange={(event) => onChange({ kind: kindOf(event.target.value), bank: filters.bank })}
        >
          <option value="">All products</option>
          {kindUis.map((kind) => (
            <option key={kind.key} value={kind.key}>
              {kind.navLabel}
            </option>
          ))}
        </Form.Select>
      </div>
      <div>
        <Form.Label htmlFor={bankId}>Bank</Form.Label>
        <Form.Select
          id={bankId}
          value={filters.bank ?? ''}
          onChange={(event) =>
            onChange({ kind: filters.kind, bank: event.target.value || undefined })
          }
        >
          <option value="">All banks</option>
          {banks.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Form.Select>
      </div>
    </div>
  );
}
