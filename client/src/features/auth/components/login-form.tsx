import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { login, loginErrorCleared } from '../user-slice';
import { CurrentPasswordField, EmailField } from './form-field';
import { selectUserState } from '../user-slice';

interface LoginFormProps {
  idPrefix: string;
  /** An email to start with (the one just registered); the focus then waits in Password. */
  initialEmail?: string;
}

/** Email, Password and 'Sign In', with the server's error above and a loader beside the button. */
export function LoginForm({ idPrefix, initialEmail = '' }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const { loading, error } = useAppSelector((state) => selectUserState(state).login);
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const passwordId = `${idPrefix}-password`;

  useEffect(() => {
    dispatch(loginErrorCleared());
  }, [dispatch]);

  useEffect(() => {
    if (initialEmail) document.getElementById(passwordId)?.focus();
  }, [initialEmail, passwordId]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void dispatch(login({ email: email.trim(), password }));
  };

  return (
    <>
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form onSubmit={handleSubmit}>
        <EmailField id={`${idPrefix}-email`} value={email} onChange={setEmail} />
        <CurrentPasswordField id={passwordId} value={password} onChange={setPassword} />
        <div className="d-flex align-items-center gap-3">
          <Button type="submit" disabled={loading}>
            Sign In
          </Button>
          {loading && (
            <span role="status" className="d-inline-flex align-items-center gap-2">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              <span className="visually-hidden">Signing in...</span>
            </span>
          )}
        </div>
      </Form>
    </>
  );
}
