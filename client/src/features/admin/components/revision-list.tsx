import type { Revision } from '@sg-finance/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatDateTime } from '../../../lib/dates';
import { operationLabels } from '../lib/history-record';
import { DataTable, type Column } from './data-table';

interface RevisionListProps {
  /** Newest first. */
  revisions: readonly Revision[];
  beforeId: string | undefined;
  afterId: string | undefined;
  onCompare: (side: 'before' | 'after', id: string) => void;
  /**
   * Shown for each revision but the newest unless it is a delete (saving it again would change
   * nothing); absent for records whose history is for reading (providers).
   */
  onRestore?: (revision: Revision) => void;
  busy: boolean;
}

/** The two radio groups that pick the revisions to compare, with each one's label. */
const compareSides = [
  ['before', 'Old'],
  ['after', 'New'],
] as const;

/**
 * The revisions of a record: each one's number, what, when and who in one cell, which two to
 * compare, Restore. Three narrow columns, so Compare and Restore are on a phone's screen too.
 */
export function RevisionList(props: RevisionListProps) {
  const { revisions, beforeId, afterId, onCompare, onRestore, busy } = props;
  const [newest] = revisions;
  const chosen = { before: beforeId, after: afterId };
  const restoreColumn: Column<Revision> | undefined = onRestore && {
    header: 'Restore',
    cell: (revision) =>
      (revision !== newest || revision.operation === 'delete') && (
        <Button
          size="sm"
          variant="outline-primary"
          disabled={busy}
          aria-label={`Restore revision ${revision.number}`}
          onClick={() => onRestore(revision)}
        >
          Restore
        </Button>
      ),
  };
  const columns: readonly Column<Revision>[] = [
    {
      header: 'Revision',
      cell: (revision) => (
        <>
          <span className="fw-semibold">
            {revision.number} {operationLabels[revision.operation]}
          </span>
          <span className="d-block small">{formatDateTime(revision.at)}</span>
          <span className="d-block small text-body-secondary">by {revision.by.name}</span>
        </>
      ),
    },
    {
      header: 'Compare',
      cell: (revision) =>
        compareSides.map(([side, label]) => (
          <Form.Check
            key={side}
            type="radio"
            name={`compare-${side}`}
            id={`${side}-${revision._id}`}
            label={label}
            checked={chosen[side] === revision._id}
            onChange={() => onCompare(side, revision._id)}
          />
        )),
    },
    ...(restoreColumn ? [restoreColumn] : []),
  ];
  return (
    <DataTable
      label="Revisions"
      columns={columns}
      rows={revisions}
      rowKey={(revision) => revision._id}
    />
  );
}
