import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { confirmPasswordReset } from '../api/account-api';
import { AuthCard } from '../components/auth-card';
import { FormOutcome } from '../components/form-outcome';
import { NewPasswordFields } from '../components/new-password-fields';
import { RequestForm } from '../components/request-form';
import { useFormRequest } from '../hooks/use-form-request';
import { useNewPassword } from '../hooks/use-new-password';

export const incompleteLinkMessage =
  'This reset link is not complete: copy the whole link from the email, or ask for a new one.';

export function ResetPasswordPage() {
  // The mailed link carries the token in its fragment (`#token=...`), which no server sees.
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const newPassword = useNewPassword();
  const request = useFormRequest();
  useDocumentTitle('Choose a new password');

  const handleSubmit = () => {
    const problem = newPassword.problem();
    if (problem) request.fail(problem);
    else void request.send(() => confirmPasswordReset(token, newPassword.password));
  };

  return (
    <AuthCard title="Choose a new password">
      {token === '' ? (
        <Alert variant="danger" role="alert">
          {incompleteLinkMessage}
        </Alert>
      ) : (
        <>
          <FormOutcome error={request.error} done={request.done} />
          {!request.done && (
            <RequestForm
              onSubmit={handleSubmit}
              sending={request.sending}
              submitLabel="Set new password"
            >
              <NewPasswordFields
                newPassword={newPassword}
                passwordId="reset-password"
                confirmationId="reset-confirm-password"
              />
            </RequestForm>
          )}
        </>
      )}
      <p className="mt-4 mb-0">
        {request.done ? (
          <Link to={paths.login}>Sign In</Link>
        ) : (
          <Link to={paths.forgotPassword}>Ask for a new link</Link>
        )}
      </p>
    </AuthCard>
  );
}
