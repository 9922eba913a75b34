/** The visitor's session and account: what other features and `app/` use of it. */
export {
  useAdminToolsShown,
  useIsAdmin,
  useSignedIn,
  useSignedInUserId,
} from './hooks/use-session';
export { selectUserState, sessionExpired } from './user-slice';
