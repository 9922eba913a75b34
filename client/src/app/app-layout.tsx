import type { ReactNode } from 'react';
import { MainLayout } from '../components/layouts/main-layout';
import { AccountNav } from '../features/auth/components/account-nav';
import { usePageViews } from '../hooks/use-page-views';
import { lazyComponent } from '../lib/lazy-component';
import { useAppSelector } from './hooks';
import { selectUserState, useIsAdmin } from '../features/auth';

// Only a signed-in user whose session ran out ever sees it, so it is not in the visitor's script.
const SessionExpiredNotice = lazyComponent(
  () =>
    import('../features/auth/components/session-expired-notice').then(
      (module) => module.SessionExpiredNotice,
    ),
  null,
);

interface AppLayoutProps {
  /** The 'Create New' menu of the admin feature, shown in the header to administrators only. */
  adminMenu?: ReactNode;
}

/** The site frame with the features plugged into the header. */
export function AppLayout({ adminMenu }: AppLayoutProps) {
  const isAdmin = useIsAdmin();
  const sessionExpired = useAppSelector((state) => selectUserState(state).sessionExpired);
  usePageViews();
  return (
    <MainLayout
      accountNav={<AccountNav />}
      adminMenu={isAdmin ? adminMenu : undefined}
      notice={sessionExpired ? <SessionExpiredNotice /> : undefined}
    />
  );
}
