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
import { register, registerReset } from '../user-slice';
import { registeredEmailState } from '../lib/registered-email';
import { validateSignup, type SignupErrors, type SignupValues } from '../lib/validate-signup';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { selectUserState } from '../user-slice';

export const redirectToLoginDelayMs = 2000;

const emptyForm: SignupValues = { name: '', email: '', password: '', confirmPassword: '' };

/** The fields in the order they are shown, with their inputs' ids. */
const fieldIds: ReadonlyArray<[keyof SignupValues, string]> = [
  ['name', 'signup-name'],
  ['email', 'signup-email'],
  ['password', 'signup-password'],
  ['confirmPassword', 'signup-confirm-password'],
];

const focusField = (field: keyof SignupValues) =>
  document.getElementById(fieldIds.find(([name]) => name === field)![1])?.focus();

/**
 * The field a server refusal is about, from its words ('An account with this email already
 * exists', 'Password is too common'): the server answers a sentence, not a field name.
 */
function fieldOfRefusal(message: string | undefined): keyof SignupValues | undefined {
  if (/email/i.test(message ?? '')) return 'email';
  if (/password/i.test(message ?? '')) return 'password';
  return undefined;
}

export function SignupPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { loading, success, error } = useAppSelector((state) => selectUserState(state).register);
  const [values, setValues] = useState<SignupValues>(emptyForm);
  const [errors, setErrors] = useState<SignupErrors>({});
  const [registeredEmail, setRegisteredEmail] = useState('');
  useDocumentTitle('Sign Up');

  useEffect(() => {
    dispatch(registerReset());
  }, [dispatch]);

  useEffect(() => {
    if (!success) return;
    const timer = window.setTimeout(() => {
      dispatch(registerReset());
      setValues(emptyForm);
      navigate(paths.login, { state: registeredEmailState(registeredEmail) });
    }, redirectToLoginDelayMs);
    return () => window.clearTimeout(timer);
  }, [success, registeredEmail, dispatch, navigate]);

  const change = (field: keyof SignupValues) => (value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  // After a failed sign-up the focus goes to the first wrong field, so it is read out and typed in.
  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateSignup(values);
    setErrors(found);
    const firstWrong = fieldIds.find(([field]) => found[field])?.[0];
    if (firstWrong) {
      focusField(firstWrong);
      return;
    }
    const email = values.email.trim();
    const outcome = await dispatch(
      register({ name: values.name.trim(), email, password: values.password }),
    );
    if (register.fulfilled.match(outcome)) setRegisteredEmail(email);
    const refused = register.rejected.match(outcome) ? fieldOfRefusal(outcome.payload) : undefined;
    if (refused) focusField(refused);
  };

  const incomplete = values.name === '' || values.email === '' || values.password === '';

  return (
    <AuthCard title="Sign Up">
      {error && (
        <Alert variant="danger" role="alert">
          {error}
        </Alert>
      )}
      {success && (
        <Alert variant="success" role="status">
          User registration successfull. Redirecting to login page...
        </Alert>
      )}
      <Form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <FormField
          id="signup-name"
          label="Your Name"
          type="text"
          value={values.name}
          onChange={change('name')}
          autoComplete="name"
          required
          error={errors.name}
        />
        <FormField
          id="signup-email"
          label="Email Address"
          type="email"
          value={values.email}
          onChange={change('email')}
          autoComplete="email"
          required
          error={errors.email}
        />
        <FormField
          id="signup-password"
          label="Password"
          type="password"
          value={values.password}
          onChange={change('password')}
          autoComplete="new-password"
          required
          error={errors.password}
        />
        <FormField
          id="signup-confirm-password"
          label="Confirm Password"
          type="password"
          value={values.confirmPassword}
          onChange={change('confirmPassword')}
          autoComplete="new-password"
          error={errors.confirmPassword}
        />
        <div className="d-flex align-items-center gap-3">
          <Button type="submit" disabled={incomplete || loading || success}>
            Sign Up
          </Button>
          {loading && (
            <span role="status" className="d-inline-flex align-items-center gap-2">
              <Spinner animation="border" size="sm" aria-hidden="true" />
              <span className="visually-hidden">Creating your account...</span>
            </span>
          )}
        </div>
      </Form>
      <p className="mt-4 mb-0">
        Already have an account? <Link to={paths.login}>Login</Link>
      </p>
    </AuthCard>
  );
}
