import Table from 'react-bootstrap/Table';
import type { FieldChange } from '../lib/revision-diff';

interface RevisionDiffTableProps {
  changes: readonly FieldChange[];
  beforeLabel: string;
  afterLabel: string;
}

/** What changed between two revisions, field by field, the old value beside the new one. */
export function RevisionDiffTable({ changes, beforeLabel, afterLabel }: RevisionDiffTableProps) {
  if (changes.length === 0) return <p>These two revisions have the same content.</p>;
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="Changes">
      <Table bordered size="sm" className="revision-diff align-top">
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">{beforeLabel}</th>
            <th scope="col">{afterLabel}</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.path}>
              <th scope="row">
                <code>{change.path}</code>
              </th>
              <td className="text-break">
                {change.before === undefined ? <em>(not set)</em> : <del>{change.before}</del>}
              </td>
              <td className="text-break">
                {change.after === undefined ? <em>(not set)</em> : <ins>{change.after}</ins>}
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
