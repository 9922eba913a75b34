import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { deleteResultCleared, selectDeleteState } from '../store/admin-slice';

/** How long the delete banner stays before the redirect (SPEC section 9). */
export const deleteRedirectDelayMs = 1500;

/**
 * The delete call's state. Once it answered, the banner stays 1.5 s, then the result is cleared
 * and the user taken to `destination`; `onDeleted` runs first when the delete succeeded.
 */
export function useDeleteOutcome(destination: string, onDeleted: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const deleteState = useAppSelector(selectDeleteState);
  const answered = deleteState.result !== null || deleteState.error !== null;
  const succeeded = deleteState.result !== null;

  useEffect(() => {
    if (!answered) return undefined;
    const timer = setTimeout(() => {
      if (succeeded) onDeleted();
      dispatch(deleteResultCleared());
      navigate(destination);
    }, deleteRedirectDelayMs);
    return () => clearTimeout(timer);
  }, [answered, succeeded, destination, dispatch, navigate, onDeleted]);

  // Leaving the page early must not leave the banner behind for the next detail page.
  useEffect(
    () => () => {
      dispatch(deleteResultCleared());
    },
    [dispatch],
  );

  return deleteState;
}
