import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { requestPasswordReset } from '../api/account-api';
import { AuthCard } from '../components/auth-card';
import { EmailField } from '../components/form-field';
import { FormOutcome } from '../components/form-outcome';
import { RequestForm } from '../components/request-form';
import { useFormRequest } from '../hooks/use-form-request';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = useFormRequest();
  useDocumentTitle('Forgot password');

  const handleSubmit = () => void request.send(() => requestPasswordReset(email.trim()));

  return (
    <AuthCard title="Forgot password">
      <p>
        Enter the email address of your account: we will send it a link to choose a new password.
      </p>
      <FormOutcome error={request.error} done={request.done} />
      <RequestForm onSubmit={handleSubmit} sending={request.sending} submitLabel="Send reset link">
        <EmailField id="forgot-email" value={email} onChange={setEmail} />
      </RequestForm>
      <p className="mt-4 mb-0">
        Remembered it? <Link to={paths.login}>Sign In</Link>
      </p>
    </AuthCard>
  );
}
