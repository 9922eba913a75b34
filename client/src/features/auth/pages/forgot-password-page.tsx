import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { requestPasswordReset } from '../api/account-api';
import { AuthCard } from '../components/auth-card';
import { FormField } from '../components/form-field';
import { FormOutcome } from '../components/form-outcome';
import { useFormRequest } from '../hooks/use-form-request';

export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = useFormRequest();
  useDocumentTitle('Forgot password');

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void request.send(() => requestPasswordReset(email.trim()));
  };

  return (
    <AuthCard title="Forgot password">
      <p>
        Enter the email address of your account: we will send it a link to choose a new password.
      </p>
      <FormOutcome error={request.error} done={request.done} />
      <Form onSubmit={handleSubmit}>
        <FormField
          id="forgot-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
        />
        <Button type="submit" disabled={request.sending}>
          Send reset link
        </Button>
      </Form>
      <p className="mt-4 mb-0">
        Remembered it? <Link to={paths.login}>Sign In</Link>
      </p>
    </AuthCard>
  );
}
