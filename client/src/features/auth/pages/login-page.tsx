import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { registeredEmailOf } from '../lib/registered-email';
import { returnPath } from '../lib/return-path';
import { selectUserState } from '../user-slice';

export function LoginPage() {
  const navigate = useNavigate();
  const registeredEmail = registeredEmailOf(useLocation().state);
  const [searchParams] = useSearchParams();
  const userInfo = useAppSelector((state) => selectUserState(state).userInfo);
  const destination = returnPath(searchParams.get('next'));
  useDocumentTitle('Sign In');

  useEffect(() => {
    if (userInfo) navigate(destination, { replace: true });
  }, [userInfo, navigate, destination]);

  return (
    <AuthCard title="Sign In">
      <LoginForm idPrefix="login" initialEmail={registeredEmail} />
      <p className="mt-3 mb-0">
        <Link to={paths.forgotPassword}>Forgot password?</Link>
      </p>
      <p className="mt-4 mb-0">
        New here? <Link to={paths.signup}>Sign Up</Link>
      </p>
    </AuthCard>
  );
}
