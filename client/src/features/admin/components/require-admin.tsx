import { Suspense } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useIsAdmin } from '../../../app/hooks';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';

/** Lets administrators through to the admin pages (loaded on demand); sends anyone else to login. */
export function RequireAdmin() {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return <Navigate to={paths.login} replace />;
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Outlet />
    </Suspense>
  );
}
