import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';

/** The large submit button of an editor form, turning into a spinner while the form is sent. */
export function SubmitButton({ label, sending }: { label: string; sending: boolean }) {
  return (
    <Button type="submit" size="lg" disabled={sending}>
      {sending && (
        <Spinner as="span" animation="border" size="sm" className="me-2" aria-hidden="true" />
      )}
      {label}
    </Button>
  );
}
