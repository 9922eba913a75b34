import type { UserInfo } from '@sg-finance/contract';
import type { AppDispatch } from '../../../app/store';
import { storeUserInfo } from '../../../lib/stored-user-info';
import { sessionReplaced } from '../user-slice';

/** Keeps the session the server answered after a password or email change. */
export function renewSession(dispatch: AppDispatch, userInfo: UserInfo): void {
  storeUserInfo(userInfo);
  dispatch(sessionReplaced(userInfo));
}
