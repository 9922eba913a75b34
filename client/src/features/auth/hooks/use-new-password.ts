import { useState } from 'react';
import { newPasswordProblem } from '../lib/new-password-problem';

/** A new password and its confirmation, as typed, with what is wrong with them before sending. */
export function useNewPassword() {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  return {
    password,
    confirmation,
    setPassword,
    setConfirmation,
    problem: () => newPasswordProblem(password, confirmation),
    clear: () => {
      setPassword('');
      setConfirmation('');
    },
  };
}

export type NewPassword = ReturnType<typeof useNewPassword>;
