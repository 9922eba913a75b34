import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

interface ConfirmDeleteModalProps {
  show: boolean;
  /** 'credit card', 'post', ... */
  noun: string;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before deleting, so a slip of the finger does not remove anything. */
export function ConfirmDeleteModal({
  show,
  noun,
  title,
  onCancel,
  onConfirm,
}: ConfirmDeleteModalProps) {
  return (
    <Modal show={show} onHide={onCancel} centered aria-labelledby="confirm-delete-title">
      <Modal.Header closeButton>
        <Modal.Title id="confirm-delete-title">Delete this {noun}?</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        &ldquo;{title}&rdquo; will be removed from the site. Its history keeps it: it can be brought
        back from Recently deleted.
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          Delete {noun}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
