import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { changePassword } from '../api/account-api';
import { useFormRequest } from '../hooks/use-form-request';
import { useNewPassword } from '../hooks/use-new-password';
import { renewSession } from '../lib/renew-session';
import { CurrentPasswordField } from './form-field';
import { FormOutcome } from './form-outcome';
import { NewPasswordFields } from './new-password-fields';
import { RequestForm } from './request-form';

export const passwordChangedMessage =
  'Your password has been changed. You stay signed in here; your other devices are signed out.';

export function ChangePasswordForm() {
  const dispatch = useAppDispatch();
  const [currentPassword, setCurrentPassword] = useState('');
  const newPassword = useNewPassword();
  const request = useFormRequest();

  const handleSubmit = () => {
    const problem = newPassword.problem();
    if (problem) return request.fail(problem);
    void request.send(async () => {
      renewSession(dispatch, await changePassword(currentPassword, newPassword.password));
      setCurrentPassword('');
      newPassword.clear();
      return passwordChangedMessage;
    });
  };

  return (
    <section aria-labelledby="change-password-heading" className="mb-5">
      <h2 id="change-password-heading" className="h4">
        Change password
      </h2>
      <FormOutcome error={request.error} done={request.done} />
      <RequestForm onSubmit={handleSubmit} sending={request.sending} submitLabel="Change password">
        <CurrentPasswordField
          id="account-current-password"
          label="Current password"
          value={currentPassword}
          onChange={setCurrentPassword}
        />
        <NewPasswordFields
          newPassword={newPassword}
          passwordId="account-new-password"
          confirmationId="account-confirm-password"
        />
      </RequestForm>
    </section>
  );
}
