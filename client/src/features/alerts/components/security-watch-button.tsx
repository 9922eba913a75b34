import { securityWatchNames, type SecurityWatchKey } from '@sg-finance/contract';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import {
  loadSecurityWatches,
  selectSecurityWatches,
  toggleSecurityWatch,
} from '../store/security-watches-slice';

/**
 * Watch and Stop watching the next T-bill auction or Savings Bond window, for a signed-in user:
 * each one announced (and each auction's cut-off yield) comes to `/me/alerts` and by email.
 */
export function SecurityWatchButton({ security }: { security: SecurityWatchKey }) {
  const dispatch = useAppDispatch();
  const { status, watches, changing, error } = useAppSelector(selectSecurityWatches);
  useEffect(() => {
    void dispatch(loadSecurityWatches());
  }, [dispatch]);

  const watching = watches.some((watch) => watch.security === security);
  const name = securityWatchNames[security];
  return (
    <div className="watch-control mb-3">
      <button
        type="button"
        className={`btn btn-sm ${watching ? 'btn-primary' : 'btn-outline-primary'}`}
        aria-pressed={watching}
        disabled={status !== 'ready' || changing !== null}
        onClick={() => void dispatch(toggleSecurityWatch({ security, watch: !watching }))}
      >
        {watching ? `Watching ${name}` : `Watch ${name}`}
      </button>
      {watching && (
        <span className="small text-body-secondary ms-2">
          Each one announced comes to <Link to={paths.alerts}>My alerts</Link> and your email.
        </span>
      )}
      {error && changing === null && (
        <p role="alert" className="small text-danger mt-1 mb-0">
          {error}
        </p>
      )}
    </div>
  );
}
