import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';
import { useAdminToolsShown } from '../../auth';

/**
 * Lets administrators through to the admin pages (loaded on demand) and sends anyone else to sign
 * in and come back. A page whose session expired while open stays, with what was typed in it.
 */
export function RequireAdmin() {
  const allowed = useAdminToolsShown();
  const { pathname, search } = useLocation();
  if (!allowed) {
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(pathname + search)}`} replace />;
  }
  return (
    <Suspense fallback={<LoadingSpinner />}>
      <Outlet />
    </Suspense>
  );
}
