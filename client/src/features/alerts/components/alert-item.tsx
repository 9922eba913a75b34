import { isSecurityWatchKey, pagePath, type Alert } from '@sg-finance/contract';
import { Link } from 'react-router-dom';
import { formatDate, withSiteDates } from '../../../lib/dates';
import { historyAnchor, kindUis } from '../../../lib/listings/kind-uis';

interface AlertItemProps {
  alert: Alert;
  onMarkRead(id: string): void;
  busy: boolean;
}

/**
 * One alert: the product, when, what changed, and Mark as read while unread. A change of the terms
 * is told once, field by field (the summary would repeat its first fields); an alert without
 * fields (an offer that ends soon) is told by its summary.
 */
export function AlertItem({ alert, onMarkRead, busy }: AlertItemProps) {
  const kind = kindUis.find((candidate) => candidate.key === alert.product.kind);
  // A watched T-bill auction or Savings Bond issue is shown on the government securities page.
  const page = isSecurityWatchKey(alert.product.kind)
    ? pagePath('governmentSecurities')
    : kind && `${kind.pageRoute}/${encodeURIComponent(alert.product.slug)}`;
  return (
    <li className="alert-item border-bottom py-3">
      <h2 className="h6 mb-1">
        {!alert.read && <span className="badge text-bg-primary me-2">New</span>}
        {page ? <Link to={page}>{alert.product.title}</Link> : alert.product.title}
        <span className="small text-body-secondary fw-normal ms-2">{formatDate(alert.at)}</span>
      </h2>
      {alert.changes.length > 0 ? (
        <ul className="mb-1">
          {alert.changes.map((change) => (
            <li key={change.field}>
              {change.label}: {withSiteDates(change.before ?? 'none')} &rarr;{' '}
              {withSiteDates(change.after ?? 'none')}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mb-1">{withSiteDates(alert.summary)}</p>
      )}
      <p className="small mb-0">
        {kind && page && (
          <Link to={`${page}#${historyAnchor}`}>See the product and its History</Link>
        )}
        {!alert.read && (
          <button
            type="button"
            className="btn btn-link btn-sm p-0 ms-3 align-baseline"
            disabled={busy}
            onClick={() => onMarkRead(alert.id)}
          >
            Mark as read
          </button>
        )}
      </p>
    </li>
  );
}
