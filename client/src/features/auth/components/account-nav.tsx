import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import Nav from 'react-bootstrap/Nav';
import { NavLink } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { logout } from '../user-slice';

export const logoutNoticeMs = 2000;

/** Sign Up and Login for visitors, Logout for signed-in users, in the header. */
export function AccountNav() {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((state) => state.user.userInfo !== null);
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
      <Nav as="ul">
        {signedIn ? (
          <Nav.Item as="li">
            <Nav.Link as="button" type="button" eventKey="logout" onClick={handleLogout}>
              Logout
            </Nav.Link>
          </Nav.Item>
        ) : (
          <>
            <Nav.Item as="li">
              <Nav.Link
                as={NavLink}
                to={paths.signup}
                eventKey={paths.signup}
                className="text-nowrap"
              >
                Sign Up
              </Nav.Link>
            </Nav.Item>
            <Nav.Item as="li">
              <Nav.Link as={NavLink} to={paths.login} eventKey={paths.login}>
                Login
              </Nav.Link>
            </Nav.Item>
          </>
        )}
      </Nav>
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
