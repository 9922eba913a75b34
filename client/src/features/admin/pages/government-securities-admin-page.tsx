import type { SavingsBond, TbillAuction } from '@sg-finance/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { useAppDispatch } from '../../../app/hooks';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import {
  importSecurities,
  savingsBondsAdminApi,
  tbillAuctionsAdminApi,
  type SecuritiesCollection,
} from '../api/government-securities-admin-api';
import { KeptSecurities } from '../components/kept-securities';
import { savingsBondForm, tbillAuctionForm } from '../lib/security-form-fields';
import { savingsBondRecordsLoad, tbillAuctionRecordsLoad } from '../store/named-record-loads';

const tbillAuctionRecords = { ...tbillAuctionsAdminApi, load: tbillAuctionRecordsLoad };
const savingsBondRecords = { ...savingsBondsAdminApi, load: savingsBondRecordsLoad };

const years = (prefix: string) =>
  Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}`).join(', ');

const imports: readonly { collection: SecuritiesCollection; label: string; columns: string }[] = [
  {
    collection: 'tbill-auctions',
    label: 'T-bill auctions',
    columns: 'issueCode, tenorMonths, auctionDate, issueDate, cutOffYield, sourceUrl, sourceDate',
  },
  {
    collection: 'savings-bonds',
    label: 'Savings Bond issues',
    columns: `issueMonth, issueCode, ${years('year')}, ${years('average')}, applicationOpens, applicationCloses, sourceUrl, sourceDate`,
  },
];

/** One CSV import: a file, the button, and what was stored or why nothing was. */
function SecuritiesImport({ collection, label, columns }: (typeof imports)[number]) {
  const dispatch = useAppDispatch();
  const [file, setFile] = useState<File>();
  const [answer, setAnswer] = useState<{ ok: boolean; text: string }>();
  const send = async () => {
    if (!file) return;
    try {
      const stored = await importSecurities(collection, file);
      setAnswer({ ok: true, text: `${stored.created} added, ${stored.updated} written again.` });
      // The list on the page shows what the file stored.
      if (collection === 'tbill-auctions') void dispatch(tbillAuctionRecordsLoad.fetch('all'));
      else void dispatch(savingsBondRecordsLoad.fetch('all'));
    } catch (error) {
      setAnswer({ ok: false, text: describeApiError(error) });
    }
  };
  return (
    <Form
      aria-label={`Import ${label}`}
      className="mb-4"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Form.Group controlId={`import-${collection}`} className="mb-2">
        <Form.Label className="fw-semibold">{label} (CSV)</Form.Label>
        <Form.Control
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => setFile((event.target as HTMLInputElement).files?.[0])}
        />
        <Form.Text>Columns: {columns}.</Form.Text>
      </Form.Group>
      <Button type="submit" disabled={!file}>
        Import {label}
      </Button>
      {answer && (
        <Alert variant={answer.ok ? 'success' : 'danger'} className="mt-2" role="status">
          {answer.text}
        </Alert>
      )}
    </Form>
  );
}

/** A T-bill auction as the list names it: its issue code, tenor and auction date. */
const auctionName = (auction: TbillAuction) =>
  `${auction.issueCode} (${auction.tenorMonths}-month, ${auction.auctionDate})`;

/** A Savings Bond issue as the list names it: its code, or its month when it has none. */
const bondName = (bond: SavingsBond) =>
  bond.issueCode ? `${bond.issueCode} (${bond.issueMonth})` : `Issue of ${bond.issueMonth}`;

/**
 * The administrators' T-bill auctions and Savings Bond issues: one added, changed or deleted
 * at a time, or many imported as MAS publishes them.
 */
export function GovernmentSecuritiesAdminPage() {
  useDocumentTitle('T-bills and Savings Bonds');
  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">T-bills and Savings Bonds</h1>
      <p className="text-body-secondary">
        Add, change or delete one auction or issue, or import them as MAS publishes them: a row that
        breaks a rule refuses the whole file, naming the row and column, and nothing is stored.
      </p>
      <KeptSecurities
        heading="T-bill auctions"
        spec={tbillAuctionForm}
        api={tbillAuctionRecords}
        nameOf={auctionName}
      />
      <KeptSecurities
        heading="Savings Bond issues"
        spec={savingsBondForm}
        api={savingsBondRecords}
        nameOf={bondName}
      />
      <h2 className="h4 mt-4">Import from CSV</h2>
      {imports.map((one) => (
        <SecuritiesImport key={one.collection} {...one} />
      ))}
    </Container>
  );
}
