import Alert from 'react-bootstrap/Alert';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import type { EditedRecord } from './use-edited-record';
import { NothingToEdit } from './nothing-to-edit';

interface EditedRecordStatusProps {
  state: Exclude<EditedRecord<unknown>, { status: 'ready' }>;
  /** 'credit card', 'post', ... */
  noun: string;
  listLabel: string;
  listPath: string;
}

/** An edit page without its record: loading it, not found, failed, or none chosen. */
export function EditedRecordStatus({ state, noun, listLabel, listPath }: EditedRecordStatusProps) {
  switch (state.status) {
    case 'loading':
      return <LoadingSpinner label={`Loading the ${noun}...`} />;
    case 'missing':
      return (
        <Alert variant="warning">
          <p>
            There is no {noun} with the id {state.id}: it may have been deleted.
          </p>
          <p className="mb-0">
            Choose one from the list:{' '}
            <Link to={listPath} className="alert-link">
              go to {listLabel}
            </Link>
            .
          </p>
        </Alert>
      );
    case 'failed':
      return <ErrorBanner message={state.message} />;
    case 'none':
      return <NothingToEdit noun={noun} listLabel={listLabel} listPath={listPath} />;
  }
}
