import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { login, loginErrorCleared } from '../user-slice';
import { FormField } from './form-field';

/** Email, Password and 'Sign In', with the server's error above and a loader beside the button. */
export function LoginForm({ idPrefix }: { idPrefix: string }) {
  const dispatch = useAppDispatch();
  const { loading, error } = useAppSelector((state) => state.user.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  useEffect(() => {
    dispatch(loginErrorCleared());
  }, [dispatch]);

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
        <FormField
          id={`${idPrefix}-email`}
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
        />
        <FormField
          id={`${idPrefix}-password`}
          label="Password"
          type="password"
          value={password}
          onChange={setPassword}
          autoComplete="current-password"
          required
        />
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
