import type { ReactNode } from 'react';
import { MainLayout } from '../components/layouts/main-layout';
import { AccountNav } from '../features/auth/components/account-nav';
import { usePageViews } from '../hooks/use-page-views';
import { useIsAdmin } from './hooks';

interface AppLayoutProps {
  /** The 'Create New' menu of the admin feature, shown in the header to administrators only. */
  adminMenu?: ReactNode;
}

/** The site frame with the features plugged into the header. */
export function AppLayout({ adminMenu }: AppLayoutProps) {
  const isAdmin = useIsAdmin();
  usePageViews();
  return <MainLayout accountNav={<AccountNav />} adminMenu={isAdmin ? adminMenu : undefined} />;
}
