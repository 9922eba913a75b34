import { isHistoryKind, type Revision } from '@sg-finance/contract';
import { useMemo, useState } from 'react';
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
import { useKeyedLoad } from '../../../app/keyed-loads';
import { restoreRevision } from '../api/history-api';
import { historyLoad } from '../store/history-loads';
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
  // Bumped by a restore: the page is read again.
  const [reads, setReads] = useState(0);
  const [actionError, setActionError] = useState<string>();
  const [chosen, setChosen] = useState<{ before?: string; after?: string }>({});
  const [restoring, setRestoring] = useState<Revision>();
  const [busy, setBusy] = useState(false);
  const [restored, setRestored] = useState<string>();
  const dispatch = useAppDispatch();
  const knownKind = isHistoryKind(kind) ? kind : undefined;
  const load = useKeyedLoad(historyLoad, knownKind ? { kind: knownKind, id, page } : null, reads);
  const history = load?.data;
  const error = actionError ?? (load?.status === 'failed' ? load.error : undefined);

  const revisions = useMemo(() => history?.data ?? [], [history]);
  const [newest] = revisions;
  useDocumentTitle(newest ? `History of ${revisionTitle(newest)}` : 'History');
  // By default the last change: the newest revision against the one before it.
  const compared = {
    before: chosen.before ?? revisions[1]?._id,
    after: chosen.after ?? newest?._id,
  };
  const turnTo = (next: number) => {
    setChosen({});
    setPage(next);
  };
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
        setActionError(undefined);
        setChosen({});
        setPage(1);
        setReads((count) => count + 1);
      })
      .catch((reason: unknown) => setActionError(describeApiError(reason)))
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
            onCompare={(side, picked) => setChosen({ ...compared, [side]: picked })}
            {...(knownKind !== 'provider' && { onRestore: setRestoring })}
            busy={busy}
          />
          {lastPage > 1 && (
            <nav aria-label="Pages of revisions" className="d-flex gap-2 align-items-center mb-3">
              <Button
                variant="outline-secondary"
                size="sm"
                disabled={page <= 1}
                onClick={() => turnTo(page - 1)}
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
                onClick={() => turnTo(page + 1)}
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
