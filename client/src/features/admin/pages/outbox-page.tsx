import { useEffect } from 'react';
import Container from 'react-bootstrap/Container';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { formatDateTime } from '../../../lib/dates';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { loadOutbox, outboxCleared, selectOutboxState } from '../store/outbox-slice';

/**
 * The mail the site wrote instead of sending it (no SMTP server configured), newest first, each
 * opened on a click. Password reset links are in it: it is for administrators only.
 */
export function OutboxPage() {
  useDocumentTitle('Outbox');
  const dispatch = useAppDispatch();
  const { outbox, error } = useAppSelector(selectOutboxState);

  useEffect(() => {
    void dispatch(loadOutbox());
    return () => {
      dispatch(outboxCleared());
    };
  }, [dispatch]);

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Outbox</h1>
      <p className="text-body-secondary">
        {outbox?.smtp
          ? 'The site sends its mail through its SMTP server; these messages were written before it had one.'
          : 'The site has no SMTP server configured, so it writes each message it would send into the outbox folder of its data folder.'}
      </p>
      {outbox && outbox.unreadable.length > 0 && (
        <p className="text-danger">
          {`These message files cannot be read (empty or cut short) and are left out: ${outbox.unreadable.join(', ')}.`}
        </p>
      )}
      {error ? (
        <ErrorBanner message={error} />
      ) : !outbox ? (
        <LoadingSpinner />
      ) : outbox.messages.length === 0 ? (
        <p>No mail yet.</p>
      ) : (
        <>
          <p>
            {outbox.total > outbox.messages.length
              ? `The newest ${outbox.messages.length} of ${outbox.total} messages.`
              : `${outbox.total} ${outbox.total === 1 ? 'message' : 'messages'}.`}
          </p>
          <ul className="list-unstyled">
            {outbox.messages.map((message) => (
              <li key={message.id} className="border rounded p-3 mb-3">
                <details>
                  <summary>
                    <strong>{message.subject}</strong> to {message.to},{' '}
                    {formatDateTime(message.date)}
                  </summary>
                  <pre className="mt-3 mb-0 text-wrap">{message.text}</pre>
                </details>
              </li>
            ))}
          </ul>
        </>
      )}
    </Container>
  );
}
