import { isHistoryKind, type HistoryAnswer, type Revision } from '@sg-finance/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAppDispatch } from '../../../app/hooks';
import { describeApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { catalogueOutdated } from '../../catalogue';
import { getHistory, restoreRevision } from '../api/history-api';
import { ConfirmRestoreModal } from '../components/confirm-restore-modal';
import { RevisionDiffTable } from '../components/revision-diff-table';
import { RevisionList } from '../components/revision-list';
import { historyNoun, operationLabels, recordPagePath, revisionTitle } from '../lib/history-record';
import { diffDocuments } from '../lib/revision-diff';

const describe = (revision: Revision) =>
  `revision ${revision.number} (${operationLabels[revision.operation]} ${formatDateTime(revision.at)} by ${revision.by.name})`;

/**
 * A record's history for administrators: its revisions newest first, the changes between two of
 * them (by default the last change), and Restore, which saves an older revision again.
 */
export function HistoryPage() {
  const { kind = '', id = '' } = useParams();
  const [page, setPage] = useState(1);
  const [history, setHistory] = useState<HistoryAnswer>();
  const [error, setError] = useState<string>();
  const [compared, setCompared] = useState<{ before?: string; after?: string }>({});
  const [restoring, setRestoring] = useState<Revision>();
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState<string>();
  const dispatch = useAppDispatch();
  const knownKind = isHistoryKind(kind) ? kind : undefined;

  const load = useCallback(() => {
    if (!knownKind) return;
    getHistory(knownKind, id, page)
      .then((answer) => {
        setHistory(answer);
        setCompared({ before: answer.data[1]?._id, after: answer.data[0]?._id });
      })
      .catch((reason: unknown) => setError(describeApiError(reason)));
  }, [knownKind, id, page]);
  useEffect(load, [load]);

  const revisions = useMemo(() => history?.data ?? [], [history]);
  const [newest] = revisions;
  useDocumentTitle(newest ? `History of ${revisionTitle(newest)}` : 'History');
  const before = revisions.find((revision) => revision._id === compared.before);
  const after = revisions.find((revision) => revision._id === compared.after);

  const restore = (revision: Revision) => {
    if (!knownKind) return;
    setRestoring(undefined);
    setBusy(true);
    setRestored(undefined);
    restoreRevision(knownKind, id, revision._id)
      .then(() => {
        if (knownKind !== 'post' && knownKind !== 'provider') {
          dispatch(catalogueOutdated(knownKind));
        }
        setRestored(`Restored ${describe(revision)}.`);
        setError(undefined);
        if (page === 1) load();
        else setPage(1);
      })
      .catch((reason: unknown) => setError(describeApiError(reason)))
      .finally(() => setBusy(false));
  };

  if (!knownKind) {
    return (
      <Container className="py-4">
        <ErrorBanner message={`There is no history of "${kind}" records.`} />
      </Container>
    );
  }
  const pagePath = newest && newest.operation !== 'delete' ? recordPagePath(newest) : undefined;
  const lastPage = history ? Math.max(1, Math.ceil(history.total / history.limit)) : 1;
  return (
    <Container className="py-4">
      <p className="mb-1">
        <Link to={paths.history}>Recently deleted</Link>
      </p>
      <h1 className="h2 fw-bold">
        History of {newest ? `“${revisionTitle(newest)}”` : `this ${historyNoun(knownKind)}`}
      </h1>
      {pagePath && (
        <p>
          <Link to={pagePath}>See the {historyNoun(knownKind)}</Link>
        </p>
      )}
      {newest?.operation === 'delete' && (
        <p>This {historyNoun(knownKind)} is deleted: restore a revision to bring it back.</p>
      )}
      {restored && <Alert variant="success">{restored}</Alert>}
      {error && <ErrorBanner message={error} />}
      {!history ? (
        !error && <LoadingSpinner />
      ) : (
        <>
          <RevisionList
            revisions={revisions}
            beforeId={compared.before}
            afterId={compared.after}
            onCompare={(side, chosen) => setCompared({ ...compared, [side]: chosen })}
            {...(knownKind !== 'provider' && { onRestore: setRestoring })}
            busy={busy}
          />
          {lastPage > 1 && (
            <nav aria-label="Pages of revisions" className="d-flex gap-2 align-items-center mb-3">
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                Newer
              </Button>
              <span>
                Page {page} of {lastPage}
              </span>
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={page >= lastPage}
                onClick={() => setPage(page + 1)}
              >
                Older
              </Button>
            </nav>
          )}
          <h2 className="h4 mt-4">Changes</h2>
          {before && after ? (
            <RevisionDiffTable
              kind={knownKind}
              changes={diffDocuments(before.document, after.document)}
              beforeLabel={`Revision ${before.number} (${formatDateTime(before.at)})`}
              afterLabel={`Revision ${after.number} (${formatDateTime(after.at)})`}
            />
          ) : (
            <p>Choose an old and a new revision to see what changed.</p>
          )}
        </>
      )}
      <ConfirmRestoreModal
        description={restoring && `${describe(restoring)} of “${revisionTitle(restoring)}”`}
        onCancel={() => setRestoring(undefined)}
        onConfirm={() => restoring && restore(restoring)}
      />
    </Container>
  );
}
