import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { describeApiError } from '../../../lib/api-client';
import type { ListingControlProps } from '../../listings';
import { useAppDispatch } from '../../../app/hooks';
import { useKeyedLoad } from '../../../app/keyed-loads';
import { useSignedInUserId } from '../../auth';
import { unwatchProduct, watchProduct } from '../api/alerts-api';
import { myWatchesLoad } from '../store/alert-loads';

type WatchState = 'loading' | 'watching' | 'not-watching';

/**
 * Watch and Stop watching for a signed-in user on a product's page: a watched product's changes
 * and ending offers come to `/me/alerts` and by email.
 */
export function WatchButton({ kind, listing }: ListingControlProps) {
  const dispatch = useAppDispatch();
  const userId = useSignedInUserId() ?? '';
  const watches = useKeyedLoad(myWatchesLoad, userId);
  const [actionError, setActionError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const state: WatchState = !watches?.data
    ? watches?.status === 'failed'
      ? 'not-watching'
      : 'loading'
    : watches.data.some((watch) => watch.kind === kind.key && watch.id === listing._id)
      ? 'watching'
      : 'not-watching';
  const error = actionError ?? (watches?.status === 'failed' ? watches.error : null);

  const toggle = async () => {
    setBusy(true);
    setActionError(null);
    try {
      // Both answer the user's watches as they now are: every page reads them from the store.
      const now =
        state === 'watching'
          ? await unwatchProduct(kind.key, listing._id)
          : await watchProduct(kind.key, listing._id);
      dispatch(myWatchesLoad.answered(userId, now));
    } catch (failure) {
      setActionError(describeApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  const watching = state === 'watching';
  return (
    <div className="watch-control mb-3">
      <button
        type="button"
        className={`btn btn-sm ${watching ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={watching}
        disabled={state === 'loading' || busy}
        onClick={() => void toggle()}
      >
        {watching ? 'Watching' : 'Watch'}
      </button>
      {watching && (
        <span className="small text-body-secondary ms-2">
          Its changes come to <Link to={paths.alerts}>My alerts</Link> and your email.
        </span>
      )}
      {error && (
        <p role="alert" className="small text-danger mt-1 mb-0">
          {error}
        </p>
      )}
    </div>
  );
}
