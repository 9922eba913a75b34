import { useSyncExternalStore } from 'react';
import Alert from 'react-bootstrap/Alert';
import { formatDateTime } from '../../../lib/dates';
import { offlineState, onOfflineCopy } from './keep-offline';

/**
 * Says how old the copies are when the page answers from them (offline, or the server down), and
 * once they are kept, that the page answers with the network off too.
 */
export function OfflineCopyLine() {
  const state = useSyncExternalStore(onOfflineCopy, offlineState);
  if ('since' in state) {
    return (
      <Alert variant="warning" className="py-2" data-testid="offline-copy">
        Offline: your cards, their terms and the merchants as of {formatDateTime(state.since)}.
      </Alert>
    );
  }
  if (!state.kept) return null;
  return (
    <p className="small text-body-secondary" data-testid="offline-ready">
      Kept on this device: this page answers with the network off too.
    </p>
  );
}
