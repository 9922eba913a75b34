import type { ListingKindKey } from '@sg-finance/contract';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { kindUis } from '../../../lib/listings/kind-uis';
import type { ChangesFilters as Filters } from '../lib/changes-address';

interface ChangesFiltersProps {
  filters: Filters;
  /** The providers to choose from, the spec's nine banks first. */
  providerNames: readonly string[];
  /** A filter's new value; undefined lifts it. */
  onChange: (next: { kind?: ListingKindKey; provider?: string }) => void;
}

/** The kind of product and the provider of `/changes`, applied on change. */
export function ChangesFilters({ filters, providerNames, onChange }: ChangesFiltersProps) {
  const kindId = useId();
  const providerId = useId();
  // A provider in the address is a choice even before the names load, or if it has no products yet.
  const providers =
    filters.provider && !providerNames.includes(filters.provider)
      ? [filters.provider, ...providerNames]
      : providerNames;
  const kindOf = (value: string) => kindUis.find((kind) => kind.key === value)?.key;
  return (
    <div className="d-flex flex-wrap gap-3 mb-4">
      <div>
        <Form.Label htmlFor={kindId}>Product type</Form.Label>
        <Form.Select
          id={kindId}
          value={filters.kind ?? ''}
          onChange={(event) =>
            onChange({ kind: kindOf(event.target.value), provider: filters.provider })
          }
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
        <Form.Label htmlFor={providerId}>Provider</Form.Label>
        <Form.Select
          id={providerId}
          value={filters.provider ?? ''}
          onChange={(event) =>
            onChange({ kind: filters.kind, provider: event.target.value || undefined })
          }
        >
          <option value="">All providers</option>
          {providers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Form.Select>
      </div>
    </div>
  );
}
