import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { NavLink } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { logout } from '../user-slice';
import { useSignedIn } from '../hooks/use-session';

export const logoutNoticeMs = 2000;

/** Sign Up and Login for visitors, My wallet and Logout for signed-in users, in the header. */
export function AccountNav() {
  const dispatch = useAppDispatch();
  const signedIn = useSignedIn();
  const [showLogoutNotice, setShowLogoutNotice] = useState(false);

  useEffect(() => {
    if (!showLogoutNotice) return;
    const timer = window.setTimeout(() => setShowLogoutNotice(false), logoutNoticeMs);
    return () => window.clearTimeout(timer);
  }, [showLogoutNotice]);

  const handleLogout = () => {
    dispatch(logout());
    setShowLogoutNotice(true);
  };

  return (
    <>
      <ul className="navbar-nav">
        {signedIn ? (
          <>
            <li className="nav-item">
              <NavLink to={paths.wallet} end className="nav-link text-nowrap">
                My wallet
              </NavLink>
            </li>
            <li className="nav-item">
              <button type="button" className="nav-link" onClick={handleLogout}>
                Logout
              </button>
            </li>
          </>
        ) : (
          <>
            <li className="nav-item">
              <NavLink to={paths.signup} className="nav-link text-nowrap">
                Sign Up
              </NavLink>
            </li>
            <li className="nav-item">
              <NavLink to={paths.login} className="nav-link">
                Login
              </NavLink>
            </li>
          </>
        )}
      </ul>
      {showLogoutNotice &&
        createPortal(
          <div className="logout-notice">
            <div role="status" className="alert alert-success shadow mb-0">
              Logged out successfully!
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
