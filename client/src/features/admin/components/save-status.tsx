import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import type { RequestState } from '../store/admin-slice';
import { UploadProgress } from './upload-progress';

interface SaveStatusProps<Result> {
  state: RequestState<Result>;
  /** The share of the form the server has received, shown while it is sent. */
  shareSent: number;
  /** The success sentence, e.g. 'Record created successfully.' */
  successText: string;
  /** The link after it, e.g. 'Go to main page.' */
  linkText: string;
  linkTo: string;
  /** A link to the saved record, e.g. 'View the new credit card', under the banner. */
  recordLink?: { text: string; to: string } | null;
}

/**
 * The upload progress of a form being sent, then the green banner of a saved form with its link
 * back, or the red banner of the server's error.
 */
export function SaveStatus<Result>({
  state,
  shareSent,
  successText,
  linkText,
  linkTo,
  recordLink,
}: SaveStatusProps<Result>) {
  if (state.loading) return <UploadProgress shareSent={shareSent} />;
  if (state.error) return <ErrorBanner message={state.error} />;
  if (state.result === null) return null;
  // The banner keeps the spec's sentence to the letter; the link to the record follows it.
  return (
    <>
      <Alert variant="success" role="status">
        {successText}{' '}
        <Link to={linkTo} className="alert-link">
          {linkText}
        </Link>
      </Alert>
      {recordLink && (
        <p className="mb-3">
          <Link to={recordLink.to}>{recordLink.text}</Link>
        </p>
      )}
    </>
  );
}
