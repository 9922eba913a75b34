import {
  bonusOutcomeWords,
  merchantReportStatuses,
  paymentChannelWords,
  type MerchantReport,
  type MerchantReportDecision,
  type MerchantReportStatus,
} from '@sg-finance/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useKeyedLoad } from '../../../app/keyed-loads';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { decideMerchantReport } from '../api/merchant-admin-api';
import { merchantReportsLoad } from '../store/merchant-reports-load';

const statusWords: Record<MerchantReportStatus, string> = {
  pending: 'Waiting',
  approved: 'Approved',
  rejected: 'Rejected',
  merged: 'Merged',
};

/** What a report says, in one line: the code (or statement text), how paid, card and day. */
const reportLine = (report: MerchantReport) =>
  `${report.mcc ? `MCC ${report.mcc}` : `“${report.statementText}”`}, ${paymentChannelWords[report.channel]}, ${report.card.title}, ${formatDate(report.day)}`;

interface ReportItemProps {
  report: MerchantReport;
  /** Other reports of the same merchant it may be merged into. */
  others: readonly MerchantReport[];
  onDecide(report: MerchantReport, decision: MerchantReportDecision): void;
}

function ReportItem({ report, others, onDecide }: ReportItemProps) {
  const [into, setInto] = useState(others[0]?._id ?? '');
  return (
    <li className="list-group-item" aria-label={`Report ${report._id}`}>
      <div className="fw-semibold">
        <Link to={paths.merchant(report.merchant.slug)}>{report.merchant.name}</Link>:{' '}
        {reportLine(report)}
      </div>
      <div className="small text-body-secondary mb-2">
        {report.mcc && report.statementText && `Statement: “${report.statementText}”. `}
        {bonusOutcomeWords[report.bonusCame]}. {statusWords[report.status]}.
      </div>
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <Button size="sm" onClick={() => onDecide(report, { status: 'approved' })}>
          Approve
        </Button>
        <Button
          size="sm"
          variant="outline-danger"
          onClick={() => onDecide(report, { status: 'rejected' })}
        >
          Reject
        </Button>
        {others.length > 0 && (
          <>
            <Form.Select
              size="sm"
              className="w-auto"
              aria-label="Merge into"
              value={into}
              onChange={(event) => setInto(event.target.value)}
            >
              {others.map((other) => (
                <option key={other._id} value={other._id}>
                  {reportLine(other)}
                </option>
              ))}
            </Form.Select>
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => onDecide(report, { status: 'merged', mergedInto: into })}
            >
              Merge
            </Button>
          </>
        )}
      </div>
    </li>
  );
}

/** `/admin/merchant-reports`: the users' reports of merchant codes, approved, rejected or merged. */
export function MerchantReportsPage() {
  useDocumentTitle('Merchant code reports');
  const dispatch = useAppDispatch();
  const [status, setStatus] = useState<MerchantReportStatus>('pending');
  const entry = useKeyedLoad(merchantReportsLoad, status);
  const [message, setMessage] = useState<{ variant: 'success' | 'danger'; text: string }>();

  const decide = async (report: MerchantReport, decision: MerchantReportDecision) => {
    try {
      const decided = await decideMerchantReport(report._id, decision);
      setMessage({
        variant: 'success',
        text: `${report.merchant.name}, ${reportLine(report)}: ${statusWords[decided.status].toLowerCase()}.`,
      });
      await dispatch(merchantReportsLoad.fetch(status));
    } catch (error) {
      setMessage({ variant: 'danger', text: describeApiError(error) });
    }
  };

  const reports = entry?.data;
  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Merchant code reports</h1>
      <p className="text-body-secondary">
        What users’ statements showed for a purchase. An approved report counts in its merchant’s
        evidence; a duplicate merged into another counts as that one.
      </p>
      <Form.Group className="mb-3" controlId="report-status">
        <Form.Label>Show</Form.Label>
        <Form.Select
          className="w-auto"
          value={status}
          onChange={(event) => setStatus(event.target.value as MerchantReportStatus)}
        >
          {merchantReportStatuses.map((each) => (
            <option key={each} value={each}>
              {statusWords[each]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      {message && (
        <Alert
          variant={message.variant}
          role="status"
          onClose={() => setMessage(undefined)}
          dismissible
        >
          {message.text}
        </Alert>
      )}
      {entry?.status === 'failed' && (
        <ErrorBanner
          message={entry.error}
          onRetry={() => void dispatch(merchantReportsLoad.fetch(status))}
        />
      )}
      {!reports ? (
        entry?.status !== 'failed' && <LoadingSpinner />
      ) : reports.length === 0 ? (
        <p>No report is {statusWords[status].toLowerCase()}.</p>
      ) : (
        <ul className="list-group">
          {reports.map((report) => (
            <ReportItem
              key={report._id}
              report={report}
              others={reports.filter(
                (other) => other._id !== report._id && other.merchant.slug === report.merchant.slug,
              )}
              onDecide={(one, decision) => void decide(one, decision)}
            />
          ))}
        </ul>
      )}
    </Container>
  );
}
