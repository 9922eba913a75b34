import { useState } from 'react';
import { useFormRequest } from '../hooks/use-form-request';
import { deleteMyAccount } from '../api/account-api';
import { CurrentPasswordField } from './form-field';
import { FormOutcome } from './form-outcome';
import { RequestForm } from './request-form';

/** Deletes the account with its password; `onDeleted` gets the server's sentence. */
export function DeleteAccountForm({ onDeleted }: { onDeleted: (message: string) => void }) {
  const [password, setPassword] = useState('');
  const request = useFormRequest();

  const handleSubmit = () => {
    void request.send(async () => {
      const message = await deleteMyAccount(password);
      onDeleted(message);
      return message;
    });
  };

  return (
    <section aria-labelledby="delete-account-heading">
      <h2 id="delete-account-heading" className="h4">
        Delete my account
      </h2>
      <p>This deletes your account and everything stored about you at once. It cannot be undone.</p>
      <FormOutcome error={request.error} done={null} />
      <RequestForm
        onSubmit={handleSubmit}
        sending={request.sending}
        submitLabel="Delete my account"
        submitVariant="danger"
      >
        <CurrentPasswordField
          id="account-delete-password"
          value={password}
          onChange={setPassword}
        />
      </RequestForm>
    </section>
  );
}
