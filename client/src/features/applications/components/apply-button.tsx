import { singaporeDay } from '@sg-finance/contract';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { describeApiError } from '../../../lib/api-client';
import type { ListingControlProps } from '../../listings';
import { createApplication } from '../api/applications-api';
import { applicationSaved } from '../store/applications-slice';

/**
 * "I applied" on a product's page, for a signed-in user: the application day (today unless
 * changed), then the application is in My applications with the offer's terms of that day, and
 * in the store, where the welcome verdicts count it.
 */
export function ApplyButton({ kind, listing }: ListingControlProps) {
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [tracked, setTracked] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const appliedOn = String(new FormData(event.currentTarget).get('appliedOn'));
    setBusy(true);
    setError(null);
    try {
      dispatch(
        applicationSaved(
          await createApplication({ kind: kind.key, productId: listing._id, appliedOn }),
        ),
      );
      setTracked(true);
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  if (tracked) {
    return (
      <p className="mb-3" role="status">
        Tracked in <Link to={paths.applications}>My applications</Link>.
      </p>
    );
  }
  if (!open) {
    return (
      <p className="mb-3">
        <button
          type="button"
          className="btn btn-sm btn-outline-success"
          onClick={() => setOpen(true)}
        >
          I applied
        </button>
      </p>
    );
  }
  return (
    <form className="row g-2 align-items-end mb-3" onSubmit={(event) => void submit(event)}>
      <div className="col-auto">
        <label className="form-label small" htmlFor="applied-on">
          I applied on
        </label>
        <input
          id="applied-on"
          name="appliedOn"
          type="date"
          className="form-control form-control-sm"
          required
          defaultValue={singaporeDay(new Date())}
        />
      </div>
      <div className="col-auto">
        <button type="submit" className="btn btn-sm btn-success" disabled={busy}>
          Track this application
        </button>
      </div>
      {error && (
        <p role="alert" className="alert alert-danger py-2 mt-2 mb-0">
          {error}
        </p>
      )}
    </form>
  );
}
