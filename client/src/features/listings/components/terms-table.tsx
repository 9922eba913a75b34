import type { ListingTerms } from '@sg-finance/contract';
import { termLabel, type KindUi } from '../../../lib/listings/kind-uis';
import { formatTermValue } from '../../../lib/listings/format-term';
import { termRows } from '../../../lib/listings/term-rows';

interface TermsTableProps {
  kind: KindUi;
  title: string;
  terms: ListingTerms | undefined;
}

/** The figures of a listing's terms, one row each, and the kind's note; nothing without terms. */
export function TermsTable({ kind, title, terms }: TermsTableProps) {
  // A term a section below shows line by line (a deposit's rates) is not repeated as a row.
  const inSections = new Set(kind.termSections?.map((section) => section.termField));
  const rows = termRows(kind, [terms]).filter(({ field }) => !inSections.has(field.key));
  if (rows.length === 0) return null;
  return (
    <>
      <table
        className={`table table-sm caption-top w-auto terms-table ${kind.termsNote ? 'mb-2' : 'mb-4'}`}
      >
        <caption className="h5 text-body">Terms of {title}</caption>
        <thead className="visually-hidden">
          <tr>
            <th scope="col">Term</th>
            <th scope="col">Figure</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ field, values: [value] }) => (
            <tr key={field.key}>
              <th scope="row" className="fw-normal text-body-secondary pe-4">
                {termLabel(kind, field.key)}
              </th>
              <td className="fw-semibold">{value && formatTermValue(value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {kind.termsNote && <p className="small text-body-secondary mb-4">{kind.termsNote}</p>}
    </>
  );
}
