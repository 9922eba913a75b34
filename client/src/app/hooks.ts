import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** True while the signed-in user is an administrator. */
export function useIsAdmin(): boolean {
  return useAppSelector((state) => state.user.userInfo?.isAdmin === true);
}
