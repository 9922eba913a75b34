/** The signed-in user as the login and register calls answer it. */
export interface UserInfo {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  token: string;
}

/** The text fields of `UserInfo`; `isAdmin` is its one boolean. */
export const userInfoTextFields = ['_id', 'name', 'email', 'token'] as const;

/** Whether a stored value is a `UserInfo` (a check without zod, for every page's start). */
export function isUserInfo(value: unknown): value is UserInfo {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    userInfoTextFields.every((field) => typeof candidate[field] === 'string') &&
    typeof candidate.isAdmin === 'boolean'
  );
}
