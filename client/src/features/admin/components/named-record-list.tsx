import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import type { NamedRecord } from '../hooks/use-named-records';

interface NamedRecordListProps<Item extends NamedRecord> {
  /** Undefined while loading. */
  items: readonly Item[] | undefined;
  /** The list could not be loaded: the page says why, so no spinner. */
  failed: boolean;
  /** What the list says of each record. */
  details: (item: Item) => ReactNode;
  onEdit: (item: Item) => void;
  onDelete: (item: Item) => void;
  /** Records it answers false for have no Delete button. */
  canDelete?: (item: Item) => boolean;
  /** The record whose deletion waits for a second press, on a 'Delete <name>?' button. */
  confirmingId?: string;
  onConfirmDelete?: (item: Item) => void;
}

/** The records of an admin page of named records, each with its Edit and Delete buttons. */
export function NamedRecordList<Item extends NamedRecord>(props: NamedRecordListProps<Item>) {
  const { items, failed, details, onEdit, onDelete, canDelete, confirmingId, onConfirmDelete } =
    props;
  if (!items) return failed ? null : <LoadingSpinner />;
  return (
    <ul className="list-group">
      {items.map((item) => (
        <li key={item._id} className="list-group-item d-sm-flex align-items-center column-gap-3">
          <div className="me-auto text-break">{details(item)}</div>
          <div className="d-flex gap-2 mt-2 mt-sm-0">
            <Button
              size="sm"
              variant="outline-primary"
              onClick={() => onEdit(item)}
              aria-label={`Edit ${item.name}`}
            >
              Edit
            </Button>
            {confirmingId === item._id ? (
              <Button size="sm" variant="danger" onClick={() => onConfirmDelete?.(item)}>
                Delete {item.name}?
              </Button>
            ) : (
              (canDelete?.(item) ?? true) && (
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onDelete(item)}
                  aria-label={`Delete ${item.name}`}
                >
                  Delete
                </Button>
              )
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
