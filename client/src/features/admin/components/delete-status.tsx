import Alert from 'react-bootstrap/Alert';
import type { RequestState } from '../store/admin-slice';

interface DeleteStatusProps {
  state: RequestState<string>;
  /** 'Error deleting record' or 'Error deleting post'. */
  failureText: string;
  /** Where the user is about to be taken, e.g. ' Redirecting to cards page...'. */
  redirectText: string;
}

/**
 * Green with the server's message, or red with why the delete failed, each followed by where the
 * redirect goes.
 */
export function DeleteStatus({ state, failureText, redirectText }: DeleteStatusProps) {
  if (state.result !== null) {
    return (
      <Alert variant="success" role="status">
        {state.result}
        {redirectText}
      </Alert>
    );
  }
  if (state.error !== null) {
    return (
      <Alert variant="danger" role="alert">
        {failureText}
        {redirectText}
        <span className="d-block mt-1">{state.error}</span>
      </Alert>
    );
  }
  return null;
}
