import type { AlertsAnswer } from '@sg-finance/contract';
import { useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { useAppDispatch } from '../../../app/hooks';
import { useKeyedLoad } from '../../../app/keyed-loads';
import { markAlertRead, markAllAlertsRead } from '../api/alerts-api';
import { myAlertsLoad } from '../store/alert-loads';
import { AlertItem } from '../components/alert-item';
import { useSignedIn, useSignedInUserId } from '../../auth';

export const noAlertsMessage =
  'No alerts yet. Press Watch on a product’s page, or add the products you hold to My wallet: when their terms or offers change, or a watched offer ends within 7 days, it shows here.';

/** `/me/alerts`: the signed-in user's alerts, newest first; anyone else is sent to sign in. */
export function AlertsPage() {
  const signedIn = useSignedIn();
  useDocumentTitle('My alerts');
  if (!signedIn) {
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(paths.alerts)}`} replace />;
  }
  return <SignedInAlertsPage />;
}

function SignedInAlertsPage() {
  const dispatch = useAppDispatch();
  const userId = useSignedInUserId() ?? '';
  const load = useKeyedLoad(myAlertsLoad, userId);
  const state =
    !load || (load.status === 'loading' && !load.data)
      ? ({ status: 'loading' } as const)
      : load.status === 'failed'
        ? ({ status: 'failed', error: load.error } as const)
        : ({ status: 'ready', answer: load.data! } as const);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const act = async (action: () => Promise<AlertsAnswer>) => {
    setBusy(true);
    setError(null);
    try {
      dispatch(myAlertsLoad.answered(userId, await action()));
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  const markRead = (id: string) =>
    void act(async () => {
      const marked = await markAlertRead(id);
      const answer = state.status === 'ready' ? state.answer : { data: [], unread: 0 };
      return {
        data: answer.data.map((alert) => (alert.id === id ? marked : alert)),
        unread: Math.max(0, answer.unread - 1),
      };
    });

  return (
    <div className="container py-5" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-2">My alerts</h1>
      <p className="mb-4">
        Changes to the products you watch or hold (<Link to={paths.wallet}>My wallet</Link>), newest
        first. Each is also sent to your email.
      </p>
      {error && (
        <p role="alert" className="alert alert-danger">
          {error}
        </p>
      )}
      {state.status === 'failed' ? (
        <p role="alert" className="alert alert-danger">
          {state.error}
        </p>
      ) : state.status === 'loading' ? (
        <LoadingSpinner />
      ) : state.answer.data.length === 0 ? (
        <p>{noAlertsMessage}</p>
      ) : (
        <>
          <p className="d-flex align-items-center gap-3">
            <span>
              {state.answer.unread === 1
                ? '1 unread alert'
                : `${state.answer.unread} unread alerts`}
            </span>
            {state.answer.unread > 0 && (
              <button
                type="button"
                className="btn btn-outline-secondary btn-sm"
                disabled={busy}
                onClick={() => void act(markAllAlertsRead)}
              >
                Mark all as read
              </button>
            )}
          </p>
          <ul className="list-unstyled">
            {state.answer.data.map((alert) => (
              <AlertItem key={alert.id} alert={alert} busy={busy} onMarkRead={markRead} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
