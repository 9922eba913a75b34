import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { unsubscribeFromDigest } from '../api/applications-api';

/**
 * The page of the digest mail's unsubscribe link: one click stops the digest, with no sign-in
 * (the link carries a signed token). Opening the page alone changes nothing, so a mail scanner
 * that follows links does not unsubscribe anyone.
 */
export function DigestUnsubscribePage() {
  useDocumentTitle('Weekly digest');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [outcome, setOutcome] = useState<{ done: boolean; message: string } | null>(null);
  const [busy, setBusy] = useState(false);

  const unsubscribe = async () => {
    setBusy(true);
    try {
      setOutcome({ done: true, message: await unsubscribeFromDigest(token) });
    } catch (failure) {
      setOutcome({ done: false, message: describeApiError(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="container py-5" style={{ maxWidth: '40rem' }}>
      <h1 className="h3 mb-3">Weekly digest</h1>
      {outcome ? (
        <p
          role={outcome.done ? 'status' : 'alert'}
          className={outcome.done ? '' : 'alert alert-danger'}
        >
          {outcome.message}
        </p>
      ) : (
        <>
          <p>Stop the weekly digest of SG Finance Rewards for the address it was sent to.</p>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !token}
            onClick={() => void unsubscribe()}
          >
            Unsubscribe
          </button>
        </>
      )}
    </div>
  );
}
