import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { describeApiError } from '../../../lib/api-client';
import type { ListingControlProps } from '../../listings';
import { getMyWatches, unwatchProduct, watchProduct } from '../api/alerts-api';

type WatchState = 'loading' | 'watching' | 'not-watching';

/**
 * Watch and Stop watching for a signed-in user on a product's page: a watched product's changes
 * and ending offers come to `/me/alerts` and by email.
 */
export function WatchButton({ kind, listing }: ListingControlProps) {
  const [state, setState] = useState<WatchState>('loading');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    getMyWatches().then(
      (watches) => {
        if (!current) return;
        const watched = watches.some(
          (watch) => watch.kind === kind.key && watch.id === listing._id,
        );
        setState(watched ? 'watching' : 'not-watching');
      },
      (failure: unknown) => {
        if (!current) return;
        setState('not-watching');
        setError(describeApiError(failure));
      },
    );
    return () => {
      current = false;
    };
  }, [kind.key, listing._id]);

  const toggle = async () => {
    setBusy(true);
    setError(null);
    try {
      if (state === 'watching') await unwatchProduct(kind.key, listing._id);
      else await watchProduct(kind.key, listing._id);
      setState(state === 'watching' ? 'not-watching' : 'watching');
    } catch (failure) {
      setError(describeApiError(failure));
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
