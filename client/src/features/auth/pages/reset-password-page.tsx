import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { confirmPasswordReset } from '../api/account-api';
import { AuthCard } from '../components/auth-card';
import { FormField } from '../components/form-field';
import { FormOutcome } from '../components/form-outcome';
import { useFormRequest } from '../hooks/use-form-request';
import { newPasswordProblem } from '../utils/new-password-problem';

export const incompleteLinkMessage =
  'This reset link is not complete: copy the whole link from the email, or ask for a new one.';

export function ResetPasswordPage() {
  // The mailed link carries the token in its fragment (`#token=...`), which no server sees.
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const request = useFormRequest();
  useDocumentTitle('Choose a new password');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) request.fail(problem);
    else void request.send(() => confirmPasswordReset(token, password));
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
            <Form onSubmit={handleSubmit}>
              <FormField
                id="reset-password"
                label="New password"
                type="password"
                value={password}
                onChange={setPassword}
                autoComplete="new-password"
                required
              />
              <FormField
                id="reset-confirm-password"
                label="Confirm new password"
                type="password"
                value={confirmPassword}
                onChange={setConfirmPassword}
                autoComplete="new-password"
                required
              />
              <Button type="submit" disabled={request.sending}>
                Set new password
              </Button>
            </Form>
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
