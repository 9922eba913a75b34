import type { HistoryKind } from '@sg-finance/contract';
import type { FieldChange } from '../lib/revision-diff';
import { revisionFieldLabel } from '../lib/revision-field-label';
import { DataTable, type Column } from './data-table';

interface RevisionDiffTableProps {
  kind: HistoryKind;
  changes: readonly FieldChange[];
  beforeLabel: string;
  afterLabel: string;
}

/**
 * What changed between two revisions, field by field (named as the admin form names it), the old
 * value beside the new one.
 */
export function RevisionDiffTable(props: RevisionDiffTableProps) {
  const { kind, changes, beforeLabel, afterLabel } = props;
  if (changes.length === 0) return <p>These two revisions have the same content.</p>;
  const columns: readonly Column<FieldChange>[] = [
    { header: 'Field', cell: (change) => revisionFieldLabel(kind, change.path), rowHeader: true },
    {
      header: beforeLabel,
      cell: (change) =>
        change.before === undefined ? <em>(not set)</em> : <del>{change.before}</del>,
      className: 'text-break',
    },
    {
      header: afterLabel,
      cell: (change) =>
        change.after === undefined ? <em>(not set)</em> : <ins>{change.after}</ins>,
      className: 'text-break',
    },
  ];
  return (
    <DataTable
      label="Changes"
      bordered
      small
      className="revision-diff align-top"
      columns={columns}
      rows={changes}
      rowKey={(change) => change.path}
    />
  );
}
