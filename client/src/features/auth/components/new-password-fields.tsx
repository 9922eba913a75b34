import type { NewPassword } from '../hooks/use-new-password';
import { FormField } from './form-field';

interface NewPasswordFieldsProps {
  newPassword: NewPassword;
  passwordId: string;
  confirmationId: string;
}

/** 'New password' and 'Confirm new password', bound to `useNewPassword`. */
export function NewPasswordFields({
  newPassword,
  passwordId,
  confirmationId,
}: NewPasswordFieldsProps) {
  return (
    <>
      <FormField
        id={passwordId}
        label="New password"
        type="password"
        value={newPassword.password}
        onChange={newPassword.setPassword}
        autoComplete="new-password"
        required
      />
      <FormField
        id={confirmationId}
        label="Confirm new password"
        type="password"
        value={newPassword.confirmation}
        onChange={newPassword.setConfirmation}
        autoComplete="new-password"
        required
      />
    </>
  );
}
