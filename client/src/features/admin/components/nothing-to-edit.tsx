import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';

interface NothingToEditProps {
  /** 'credit card', 'post', ... */
  noun: string;
  listLabel: string;
  listPath: string;
}

/** Edit pages edit the item opened last; opened directly, they say how to choose one. */
export function NothingToEdit({ noun, listLabel, listPath }: NothingToEditProps) {
  return (
    <Alert variant="info">
      <p>There is no {noun} to edit yet.</p>
      <p className="mb-0">
        Open the {noun}&apos;s page and press Edit: <Link to={listPath}>go to {listLabel}</Link>.
      </p>
    </Alert>
  );
}
