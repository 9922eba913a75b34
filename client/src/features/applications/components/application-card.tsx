import {
  applicationStatusLabels,
  deadlineLabels,
  formatMoney,
  listingKindByKey,
  singaporeDay,
  type Application,
  type ApplicationDaysUpdate,
} from '@sg-finance/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { describeApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import {
  addApplicationSpend,
  deleteApplication,
  removeApplicationSpend,
  updateApplicationDays,
} from '../api/applications-api';
import { applicationSaved, applicationsReplaced } from '../store/applications-slice';

const dayFields = [
  ['approvedOn', 'Approved on'],
  ['activatedOn', 'Card activated on'],
  ['claimedOn', 'Claim sent on'],
  ['paidOn', 'Paid on'],
] as const;

/** One application: its status, deadlines, spend progress, and the forms that record each step. */
export function ApplicationCard({ application }: { application: Application }) {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { product, progress } = application;
  const productPath = `${listingKindByKey(product.kind).pageRoute}/${product.slug}`;
  const titleId = `application-${application.id}`;

  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  const saveDay = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = String(form.get('field')) as keyof ApplicationDaysUpdate;
    const day = String(form.get('day'));
    void act(async () => {
      dispatch(applicationSaved(await updateApplicationDays(application.id, { [field]: day })));
    });
  };

  const addSpend = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const entry = { on: String(data.get('on')), amount: Number(data.get('amount')) };
    void act(async () => {
      dispatch(applicationSaved(await addApplicationSpend(application.id, entry)));
      form.reset();
    });
  };

  return (
    <article className="card mb-4" aria-labelledby={titleId}>
      <div className="card-body">
        <h2 className="h5" id={titleId}>
          <Link to={productPath}>{product.title}</Link>
        </h2>
        <p className="mb-1">
          I applied for {product.title} on {formatDate(application.appliedOn)}
          {application.approvedOn && `, approved on ${formatDate(application.approvedOn)}`}.
        </p>
        {application.offer.description && (
          <p className="small text-body-secondary mb-2">
            Offer on the application day: {application.offer.description}
          </p>
        )}
        <p className="mb-2">
          Status:{' '}
          <strong className={application.status === 'forfeited' ? 'text-danger' : ''}>
            {applicationStatusLabels[application.status]}
          </strong>
          {application.reason && ` — ${application.reason}`}
        </p>
        {progress.minSpend > 0 && (
          <p className="mb-2">
            Spend counted: {formatMoney(progress.counted)} of {formatMoney(progress.minSpend)}
            {progress.metOn && ` (met on ${formatDate(progress.metOn)})`}
            <progress
              className="d-block w-100"
              max={progress.minSpend}
              value={Math.min(progress.counted, progress.minSpend)}
              aria-label="Spend towards the minimum"
            />
          </p>
        )}
        {application.deadlines.length > 0 ? (
          <table className="table table-sm w-auto">
            <caption className="visually-hidden">Deadlines of {product.title}</caption>
            <tbody>
              {application.deadlines.map((deadline) => (
                <tr key={deadline.name}>
                  <th scope="row">{deadlineLabels[deadline.name]}</th>
                  <td>{formatDate(deadline.day)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="small text-body-secondary">
            Deadlines show once the offer’s terms and your approval day are known.
          </p>
        )}
        {error && (
          <p role="alert" className="alert alert-danger py-2">
            {error}
          </p>
        )}
        <form className="row g-2 align-items-end mb-2" onSubmit={saveDay}>
          <div className="col-auto">
            <label className="form-label small" htmlFor={`${titleId}-field`}>
              Record a date
            </label>
            <select className="form-select form-select-sm" id={`${titleId}-field`} name="field">
              {dayFields.map(([field, label]) => (
                <option key={field} value={field}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div className="col-auto">
            <label className="form-label small" htmlFor={`${titleId}-day`}>
              Date
            </label>
            <input
              className="form-control form-control-sm"
              type="date"
              id={`${titleId}-day`}
              name="day"
              required
              defaultValue={singaporeDay(new Date())}
            />
          </div>
          <div className="col-auto">
            <button type="submit" className="btn btn-sm btn-outline-primary" disabled={busy}>
              Save date
            </button>
          </div>
        </form>
        <form className="row g-2 align-items-end mb-2" onSubmit={addSpend}>
          <div className="col-auto">
            <label className="form-label small" htmlFor={`${titleId}-on`}>
              Spend on (or statement date)
            </label>
            <input
              className="form-control form-control-sm"
              type="date"
              id={`${titleId}-on`}
              name="on"
              required
              defaultValue={singaporeDay(new Date())}
            />
          </div>
          <div className="col-auto">
            <label className="form-label small" htmlFor={`${titleId}-amount`}>
              Amount (S$)
            </label>
            <input
              className="form-control form-control-sm"
              type="number"
              step="0.01"
              id={`${titleId}-amount`}
              name="amount"
              required
            />
          </div>
          <div className="col-auto">
            <button type="submit" className="btn btn-sm btn-outline-primary" disabled={busy}>
              Add spend
            </button>
          </div>
        </form>
        {application.spend.length > 0 && (
          <ul className="small list-unstyled mb-2">
            {application.spend.map((entry, index) => (
              <li key={`${entry.on}-${index}`}>
                {entry.on}: {formatMoney(entry.amount)}{' '}
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0"
                  disabled={busy}
                  aria-label={`Remove the spend of ${formatMoney(entry.amount)} on ${entry.on}`}
                  onClick={() =>
                    void act(async () => {
                      dispatch(
                        applicationSaved(await removeApplicationSpend(application.id, index)),
                      );
                    })
                  }
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          disabled={busy}
          onClick={() =>
            void act(async () => {
              dispatch(applicationsReplaced(await deleteApplication(application.id)));
            })
          }
        >
          Stop tracking
        </button>
      </div>
    </article>
  );
}
