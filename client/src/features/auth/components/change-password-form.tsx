import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useAppDispatch } from '../../../app/hooks';
import { changePassword } from '../api/account-api';
import { useFormRequest } from '../hooks/use-form-request';
import { newPasswordProblem } from '../utils/new-password-problem';
import { renewSession } from '../utils/renew-session';
import { FormField } from './form-field';
import { FormOutcome } from './form-outcome';

export const passwordChangedMessage =
  'Your password has been changed. You stay signed in here; your other devices are signed out.';

export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const [currentPassword, setCurrentPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const request = useFormRequest();

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirmPassword);
    if (problem) return request.fail(problem);
    void request.send(async () => {
      renewSession(dispatch, await changePassword(currentPassword, password));
      setCurrentPassword('');
      setPassword('');
      setConfirmPassword('');
      return passwordChangedMessage;
    });
  };

  return (
    <section aria-labelledby="change-password-heading" className="mb-5">
      <h2 id="change-password-heading" className="h4">
        Change password
      </h2>
      <FormOutcome error={request.error} done={request.done} />
      <Form onSubmit={handleSubmit}>
        <FormField
          id="account-current-password"
          label="Current password"
          type="password"
          value={currentPassword}
          onChange={setCurrentPassword}
          autoComplete="current-password"
          required
        />
        <FormField
          id="account-new-password"
          label="New password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="new-password"
          required
        />
        <FormField
          id="account-confirm-password"
          label="Confirm new password"
          type="password"
          value={confirmPassword}
          onChange={setConfirmPassword}
          autoComplete="new-password"
          required
        />
        <Button type="submit" disabled={request.sending}>
          Change password
        </Button>
      </Form>
    </section>
  );
}
