import { useState, type MouseEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { LoginForm } from './login-form';

/**
 * Shown once the server refused the stored session. The page under it stays as it was, with
 * what the user typed; 'Sign in' opens the sign-in form right here, so signing in leaves them on
 * the same page. Opened in a new tab, the link signs in there and comes back to this page.
 */
export function SessionExpiredNotice() {
  const { pathname, search } = useLocation();
  const [signingIn, setSigningIn] = useState(false);
  const loginHref = `${paths.login}?next=${encodeURIComponent(pathname + search)}`;

  const openForm = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    setSigningIn(true);
  };

  return (
    <div className="session-notice">
      <Alert variant="warning" className="shadow mb-0" role="alert">
        <p className="mb-2">
          Your session has expired. What you typed on this page is kept:{' '}
          <Link to={loginHref} onClick={openForm} className="alert-link">
            sign in
          </Link>{' '}
          to carry on where you were.
        </p>
        {signingIn && <LoginForm idPrefix="session" />}
      </Alert>
    </div>
  );
}
