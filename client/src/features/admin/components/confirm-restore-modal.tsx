import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface ConfirmRestoreModalProps {
  /** What is restored, e.g. 'revision 2 of “Cashback card” (Updated 03/Nov/2026 10:00:00)'. */
  description: string | undefined;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before a restore, which replaces the whole record with the revision's content. */
export function ConfirmRestoreModal({
  description,
  onCancel,
  onConfirm,
}: ConfirmRestoreModalProps) {
  return (
    <Modal
      show={description !== undefined}
      onHide={onCancel}
      centered
      aria-labelledby="confirm-restore-title"
    >
      <Modal.Header closeButton>
        <Modal.Title id="confirm-restore-title">Restore this revision?</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        The record will be saved again with the whole content of {description}. Its history keeps
        the current content, so this can be undone.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="primary" onClick={onConfirm}>
          Restore revision
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
