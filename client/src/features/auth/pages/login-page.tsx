import { useEffect, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { AuthCard } from '../components/auth-card';
import { FormField } from '../components/form-field';
import { login, loginErrorCleared } from '../user-slice';
import { useDocumentTitle } from '../../../hooks/use-document-title';

export function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const userInfo = useAppSelector((state) => state.user.userInfo);
  const { loading, error } = useAppSelector((state) => state.user.login);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  useDocumentTitle('Sign In');

  useEffect(() => {
    dispatch(loginErrorCleared());
  }, [dispatch]);

  useEffect(() => {
    if (userInfo) navigate(paths.home, { replace: true });
  }, [userInfo, navigate]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void dispatch(login({ email: email.trim(), password }));
  };

  return (
    <AuthCard title="Sign In">
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      <Form onSubmit={handleSubmit}>
        <FormField
          id="login-email"
          label="Email"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          required
        />
        <FormField
          id="login-password"
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
      <p className="mt-4 mb-0">
        New here? <Link to={paths.signup}>Sign Up</Link>
      </p>
    </AuthCard>
  );
}
