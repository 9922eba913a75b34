import type { ImportReport, ListingKindKey } from '@sg-finance/contract';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useAppDispatch } from '../../../app/hooks';
import { describeApiError } from '../../../lib/api-client';
import { kindUis } from '../../../lib/listings/kind-uis';
import { exportAddress, importListings } from '../api/import-api';
import { catalogueOutdated } from '../../catalogue';
import { ImportReportTables } from '../components/import-report-tables';
import { capitalised } from '../../../lib/capitalised';

/**
 * Bulk import of one kind's listings from a CSV or JSON file of its export's shape: the file is
 * checked first (a dry run that lists every changed field and new listing), then applied.
 */
export function ImportPage() {
  useDocumentTitle('Import listings');
  const [kind, setKind] = useState<ListingKindKey>(kindUis[0]!.key);
  const [file, setFile] = useState<File>();
  const [checked, setChecked] = useState<ImportReport>();
  const [applied, setApplied] = useState<ImportReport>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const dispatch = useAppDispatch();

  const startOver = () => {
    setChecked(undefined);
    setApplied(undefined);
    setError(undefined);
  };

  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    setError(undefined);
    try {
      const report = await importListings(kind, file, dryRun);
      if (dryRun) setChecked(report);
      else {
        dispatch(catalogueOutdated(kind));
        setChecked(undefined);
        setApplied(report);
      }
    } catch (reason) {
      setError(describeApiError(reason));
    } finally {
      setBusy(false);
    }
  }

  const check = (event: FormEvent) => {
    event.preventDefault();
    setApplied(undefined);
    void send(true);
  };
  const hasWork = checked && (checked.changes.length > 0 || checked.created.length > 0);

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Import listings</h1>
      <p className="text-body-secondary">
        Download a kind&apos;s listings, edit them in a spreadsheet and send the file back: its
        columns are the export&apos;s (<code>terms.welcome.value</code>, <code>keyFeatures[0]</code>
        ). A row with an <code>_id</code> or a known slug changes that listing; a row with a new
        slug creates one. The file is checked whole first: one bad row and nothing is imported.
      </p>
      <Form onSubmit={check} className="mb-4" style={{ maxWidth: '36rem' }}>
        <Form.Group className="mb-3" controlId="import-kind">
          <Form.Label>Kind</Form.Label>
          <Form.Select
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ListingKindKey);
              startOver();
            }}
          >
            {kindUis.map((option) => (
              <option key={option.key} value={option.key}>
                {capitalised(option.headingNoun)}
              </option>
            ))}
          </Form.Select>
          <Form.Text>
            Download the current listings as <a href={exportAddress(kind, 'csv')}>CSV</a> or{' '}
            <a href={exportAddress(kind, 'json')}>JSON</a>.
          </Form.Text>
        </Form.Group>
        <Form.Group className="mb-3" controlId="import-file">
          <Form.Label>File (CSV or JSON)</Form.Label>
          <Form.Control
            type="file"
            accept=".csv,.json,text/csv,application/json"
            onChange={(event) => {
              setFile((event.target as HTMLInputElement).files?.[0]);
              startOver();
            }}
          />
        </Form.Group>
        <Button type="submit" disabled={!file || busy}>
          Check the file
        </Button>
      </Form>
      {error && <ErrorBanner message={error} />}
      {checked && (
        <section aria-labelledby="dry-run-heading">
          <h2 id="dry-run-heading" className="h4">
            What the import would change
          </h2>
          <ImportReportTables report={checked} />
          {hasWork && (
            <Button variant="danger" disabled={busy} onClick={() => void send(false)}>
              Apply these changes
            </Button>
          )}
        </section>
      )}
      {applied && (
        <section aria-labelledby="applied-heading">
          <h2 id="applied-heading" className="h4">
            Imported
          </h2>
          <Alert variant="success">The listings were saved, each with its revision.</Alert>
          <ImportReportTables report={applied} />
        </section>
      )}
    </Container>
  );
}
