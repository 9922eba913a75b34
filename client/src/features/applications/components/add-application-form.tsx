import { singaporeDay, type ListingKindKey } from '@sg-finance/contract';
import { useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { describeApiError } from '../../../lib/api-client';
import { kindUiByKey, kindUis } from '../../../lib/listings/kind-uis';
import { useKindCatalogue } from '../../catalogue';
import { createApplication } from '../api/applications-api';
import { applicationSaved } from '../store/applications-slice';

/** "I applied for X on D" by hand: a product of any kind, the application day, maybe approval. */
export function AddApplicationForm() {
  const dispatch = useAppDispatch();
  const [kindKey, setKindKey] = useState<ListingKindKey>('card');
  const catalogue = useKindCatalogue(kindUiByKey(kindKey));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const approvedOn = String(data.get('approvedOn') ?? '');
    setBusy(true);
    setError(null);
    try {
      const created = await createApplication({
        kind: kindKey,
        productId: String(data.get('productId')),
        appliedOn: String(data.get('appliedOn')),
        ...(approvedOn ? { approvedOn } : {}),
      });
      dispatch(applicationSaved(created));
    } catch (failure) {
      setError(describeApiError(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card card-body mb-4" onSubmit={(event) => void submit(event)}>
      <h2 className="h5">Add an application</h2>
      {error && (
        <p role="alert" className="alert alert-danger py-2">
          {error}
        </p>
      )}
      <div className="row g-2 align-items-end">
        <div className="col-sm-3">
          <label className="form-label small" htmlFor="application-kind">
            Kind
          </label>
          <select
            id="application-kind"
            className="form-select form-select-sm"
            value={kindKey}
            onChange={(event) => setKindKey(event.target.value as ListingKindKey)}
          >
            {kindUis.map((kind) => (
              <option key={kind.key} value={kind.key}>
                {kind.listPage.title}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-4">
          <label className="form-label small" htmlFor="application-product">
            Product
          </label>
          <select
            id="application-product"
            name="productId"
            className="form-select form-select-sm"
            required
          >
            {catalogue.status === 'ready' &&
              catalogue.items.map((listing) => (
                <option key={listing._id} value={listing._id}>
                  {listing.title}
                </option>
              ))}
          </select>
        </div>
        <div className="col-sm-2">
          <label className="form-label small" htmlFor="application-applied">
            Applied on
          </label>
          <input
            id="application-applied"
            name="appliedOn"
            type="date"
            className="form-control form-control-sm"
            required
            defaultValue={singaporeDay(new Date())}
          />
        </div>
        <div className="col-sm-2">
          <label className="form-label small" htmlFor="application-approved">
            Approved on
          </label>
          <input
            id="application-approved"
            name="approvedOn"
            type="date"
            className="form-control form-control-sm"
          />
        </div>
        <div className="col-sm-1">
          <button type="submit" className="btn btn-sm btn-primary" disabled={busy}>
            Add
          </button>
        </div>
      </div>
    </form>
  );
}
