import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { confirmEmail } from '../api/account-api';
import { AuthCard } from '../components/auth-card';
import { FormOutcome } from '../components/form-outcome';
import { RequestForm } from '../components/request-form';
import { useFormRequest } from '../hooks/use-form-request';

export const incompleteConfirmationLinkMessage =
  'This confirmation link is not complete: copy the whole link from the email, or ask for a new one on your account page.';

/**
 * Where the mailed link leads. The address is confirmed by a click, not by opening the page, so
 * a mail program that opens links to check them confirms nothing.
 */
export function ConfirmEmailPage() {
  // The token is in the fragment (`#token=...`), which no server sees.
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const request = useFormRequest();
  useDocumentTitle('Confirm your email address');

  return (
    <AuthCard title="Confirm your email address">
      {token === '' ? (
        <Alert variant="danger" role="alert">
          {incompleteConfirmationLinkMessage}
        </Alert>
      ) : (
        <>
          <FormOutcome error={request.error} done={request.done} />
          {!request.done && (
            <RequestForm
              onSubmit={() => void request.send(() => confirmEmail(token))}
              sending={request.sending}
              submitLabel="Confirm my email address"
            >
              <p>Confirm that this address belongs to your account.</p>
            </RequestForm>
          )}
        </>
      )}
      <p className="mt-4 mb-0">
        <Link to={paths.account}>Account settings</Link>
      </p>
    </AuthCard>
  );
}
