import { isUserInfo, type UserInfo } from '@sg-finance/contract';
import { forgetOfflineCopies } from './offline-copies';

/** The signed-in user as the login call answers it is kept in localStorage under this key. */
export const userInfoStorageKey = 'userInfo';

/** The stored session, or null when there is none or it cannot be read. */
export function readStoredUserInfo(): UserInfo | null {
  try {
    const stored = window.localStorage.getItem(userInfoStorageKey);
    if (stored === null) return null;
    const parsed: unknown = JSON.parse(stored);
    return isUserInfo(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeUserInfo(userInfo: UserInfo): void {
  if (readStoredUserInfo()?._id !== userInfo._id) forgetOfflineCopies();
  window.localStorage.setItem(userInfoStorageKey, JSON.stringify(userInfo));
}

export function clearStoredUserInfo(): void {
  window.localStorage.removeItem(userInfoStorageKey);
  forgetOfflineCopies();
}
