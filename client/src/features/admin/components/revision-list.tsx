import type { Revision } from '@sg-finance/contract';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { formatDateTime } from '../../../lib/dates';
import { operationLabels } from '../lib/history-record';

interface RevisionListProps {
  /** Newest first. */
  revisions: readonly Revision[];
  beforeId: string | undefined;
  afterId: string | undefined;
  onCompare: (side: 'before' | 'after', id: string) => void;
  /** Absent for the newest revision unless it is a delete: saving it again would change nothing. */
  onRestore: (revision: Revision) => void;
  busy: boolean;
}

/** The revisions of a record: when, who, what; which two to compare; Restore. */
export function RevisionList(props: RevisionListProps) {
  const { revisions, beforeId, afterId, onCompare, onRestore, busy } = props;
  const [newest] = revisions;
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label="Revisions">
      <Table striped className="align-middle">
        <thead>
          <tr>
            <th scope="col">Revision</th>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">What</th>
            <th scope="col">Compare</th>
            <th scope="col">Restore</th>
          </tr>
        </thead>
        <tbody>
          {revisions.map((revision) => {
            const restorable = revision !== newest || revision.operation === 'delete';
            return (
              <tr key={revision._id}>
                <td>{revision.number}</td>
                <td>{formatDateTime(revision.at)}</td>
                <td>{revision.by.name}</td>
                <td>{operationLabels[revision.operation]}</td>
                <td>
                  <Form.Check
                    inline
                    type="radio"
                    name="compare-before"
                    id={`before-${revision._id}`}
                    label="Old"
                    checked={beforeId === revision._id}
                    onChange={() => onCompare('before', revision._id)}
                  />
                  <Form.Check
                    inline
                    type="radio"
                    name="compare-after"
                    id={`after-${revision._id}`}
                    label="New"
                    checked={afterId === revision._id}
                    onChange={() => onCompare('after', revision._id)}
                  />
                </td>
                <td>
                  {restorable && (
                    <Button
                      size="sm"
                      variant="outline-primary"
                      disabled={busy}
                      aria-label={`Restore revision ${revision.number}`}
                      onClick={() => onRestore(revision)}
                    >
                      Restore
                    </Button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </div>
  );
}
