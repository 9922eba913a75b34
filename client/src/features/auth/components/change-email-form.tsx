import { useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { changeEmail } from '../api/account-api';
import { useFormRequest } from '../hooks/use-form-request';
import { renewSession } from '../lib/renew-session';
import { CurrentPasswordField, EmailField } from './form-field';
import { FormOutcome } from './form-outcome';
import { RequestForm } from './request-form';

export function ChangeEmailForm({ currentEmail }: { currentEmail: string }) {
  const dispatch = useAppDispatch();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const request = useFormRequest();

  const handleSubmit = () => {
    void request.send(async () => {
      const userInfo = await changeEmail(email.trim(), password);
      renewSession(dispatch, userInfo);
      setEmail('');
      setPassword('');
      return `Your email address is now ${userInfo.email}.`;
    });
  };

  return (
    <section aria-labelledby="change-email-heading" className="mb-5">
      <h2 id="change-email-heading" className="h4">
        Change email
      </h2>
      <p>
        You sign in with <strong>{currentEmail}</strong>.
      </p>
      <FormOutcome error={request.error} done={request.done} />
      <RequestForm onSubmit={handleSubmit} sending={request.sending} submitLabel="Change email">
        <EmailField id="account-new-email" label="New email" value={email} onChange={setEmail} />
        <CurrentPasswordField id="account-email-password" value={password} onChange={setPassword} />
      </RequestForm>
    </section>
  );
}
