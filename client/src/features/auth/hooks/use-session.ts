import { useAppSelector } from '../../../app/hooks';
import { selectUserState } from '../user-slice';

/** True while the signed-in user is an administrator. */
export function useIsAdmin(): boolean {
  return useAppSelector((state) => selectUserState(state).userInfo?.isAdmin === true);
}

/** The signed-in user's id, or null. */
export function useSignedInUserId(): string | null {
  return useAppSelector((state) => selectUserState(state).userInfo?._id ?? null);
}

/** True while someone is signed in. */
export function useSignedIn(): boolean {
  return useAppSelector((state) => selectUserState(state).userInfo !== null);
}

/**
 * True while the administrator's tools stay on the page: signed in as an administrator, or the
 * session expired on this page (the tools stay, so what was typed is kept until they sign in again).
 */
export function useAdminToolsShown(): boolean {
  return useAppSelector((state) => {
    const user = selectUserState(state);
    return user.userInfo?.isAdmin === true || user.sessionExpired;
  });
}
