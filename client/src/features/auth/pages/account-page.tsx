import { infoPage } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Link, Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { clearStoredUserInfo } from '../../../lib/stored-user-info';
import { AccountDeleted } from '../components/account-deleted';
import { ChangeEmailForm } from '../components/change-email-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccountForm } from '../components/delete-account-form';
import { EmailConfirmationRequest } from '../components/email-confirmation-request';
import { MyDataDownload } from '../components/my-data-download';
import { sessionReplaced } from '../user-slice';
import { selectUserState } from '../user-slice';

/** The signed-in user's settings; anyone else is sent to sign in and come back. */
export function AccountPage() {
  const dispatch = useAppDispatch();
  const userInfo = useAppSelector((state) => selectUserState(state).userInfo);
  const [deletedMessage, setDeletedMessage] = useState<string | null>(null);
  useDocumentTitle('Account settings');

  // Signed out once the page says so: signing out first would send the page to sign in.
  useEffect(() => {
    if (!deletedMessage) return;
    clearStoredUserInfo();
    dispatch(sessionReplaced(null));
  }, [deletedMessage, dispatch]);

  if (deletedMessage) {
    return <AccountDeleted message={deletedMessage} />;
  }
  if (!userInfo) {
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(paths.account)}`} replace />;
  }
  return (
    <Container className="py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-3">Account settings</h1>
      <p className="mb-5">
        Signed in as {userInfo.name}.{' '}
        <Link to={infoPage('privacy').path}>What we store and why</Link>
      </p>
      <ChangePasswordForm />
      <ChangeEmailForm currentEmail={userInfo.email} />
      <EmailConfirmationRequest />
      <MyDataDownload />
      <DeleteAccountForm onDeleted={setDeletedMessage} />
    </Container>
  );
}
