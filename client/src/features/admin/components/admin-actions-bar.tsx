import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { Link } from 'react-router-dom';
import type { RequestState } from '../store/admin-slice';
import { ConfirmDeleteModal } from './confirm-delete-modal';
import { DeleteStatus } from './delete-status';

interface AdminActionsBarProps {
  noun: string;
  title: string;
  editPath: string;
  /** The record's revisions, where an older one can be compared and restored. */
  historyPath: string;
  deleteState: RequestState<string>;
  failureText: string;
  redirectText: string;
  onDelete: () => void;
}

/** Edit, History and Delete on a detail page, the delete confirmation and the delete result. */
export function AdminActionsBar(props: AdminActionsBarProps) {
  const { noun, title, editPath, historyPath, deleteState, failureText, redirectText, onDelete } =
    props;
  const [confirming, setConfirming] = useState(false);
  const busy = deleteState.loading || deleteState.result !== null;

  return (
    <div className="admin-actions my-3">
      <DeleteStatus state={deleteState} failureText={failureText} redirectText={redirectText} />
      <div className="d-flex gap-2">
        <Link className="btn btn-outline-primary" to={editPath}>
          Edit
        </Link>
        <Link className="btn btn-outline-secondary" to={historyPath}>
          History
        </Link>
        <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
          Delete
        </Button>
      </div>
      <ConfirmDeleteModal
        show={confirming}
        noun={noun}
        title={title}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </div>
  );
}
