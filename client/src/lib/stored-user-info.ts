/** The signed-in user as the login call answers it, kept in localStorage under `userInfo`. */
export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  token: string;
}

export const userInfoStorageKey = 'userInfo';

function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate._id === 'string' &&
    typeof candidate.name === 'string' &&
    typeof candidate.email === 'string' &&
    typeof candidate.isAdmin === 'boolean' &&
    typeof candidate.token === 'string'
  );
}

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
  window.localStorage.setItem(userInfoStorageKey, JSON.stringify(userInfo));
}

export function clearStoredUserInfo(): void {
  window.localStorage.removeItem(userInfoStorageKey);
}
