import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** True while the signed-in user is an administrator. */
export function useIsAdmin(): boolean {
  return useAppSelector((state) => state.user.userInfo?.isAdmin === true);
}

/**
 * True while the administrator's tools stay on the page: signed in as an administrator, or the
 * session expired on this page (the tools stay, so what was typed is kept until they sign in again).
 */
export function useAdminToolsShown(): boolean {
  return useAppSelector(
    (state) => state.user.userInfo?.isAdmin === true || state.user.sessionExpired,
  );
}
