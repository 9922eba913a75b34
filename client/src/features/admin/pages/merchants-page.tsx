import { spendCategoryWords, type Merchant, type MerchantInput } from '@sg-finance/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import {
  createMerchant,
  deleteMerchant,
  getMerchants,
  updateMerchant,
} from '../api/merchant-admin-api';
import { MerchantForm } from '../components/merchant-form';
import { useNamedRecords } from '../hooks/use-named-records';

const merchantsApi = {
  list: getMerchants,
  create: createMerchant,
  update: updateMerchant,
  remove: deleteMerchant,
};

const matches = (merchant: Merchant, filter: string) =>
  [merchant.name, ...merchant.aliases].some((name) =>
    name.toLowerCase().includes(filter.trim().toLowerCase()),
  );

/** The administrators' merchants: the category each one's charges usually fall in. */
export function MerchantsPage() {
  useDocumentTitle('Merchants');
  const records = useNamedRecords<Merchant, MerchantInput>(merchantsApi);
  const { items: merchants, message, setMessage, editing, setEditing, save } = records;
  const [confirming, setConfirming] = useState<string>();
  const [filter, setFilter] = useState('');

  const remove = async (merchant: Merchant) => {
    setConfirming(undefined);
    await records.remove(merchant);
  };

  const shown = merchants?.filter((merchant) => matches(merchant, filter));

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Merchants</h1>
      <p className="text-body-secondary">
        The category a merchant&rsquo;s charges usually fall in: &ldquo;Which card for this
        purchase?&rdquo; answers from it when a person types the merchant.
      </p>
      {message && (
        <Alert
          variant={message.variant}
          role={message.variant === 'danger' ? 'alert' : 'status'}
          onClose={() => setMessage(undefined)}
          dismissible
        >
          {message.text}
        </Alert>
      )}
      <MerchantForm
        key={editing?._id ?? 'new'}
        editing={editing}
        onSave={save}
        onCancel={() => setEditing(undefined)}
      />
      <div className="d-sm-flex align-items-end justify-content-between gap-3 mb-2">
        <h2 className="h5 mb-2">All merchants{merchants && ` (${merchants.length})`}</h2>
        <Form.Group controlId="merchant-filter">
          <Form.Label className="visually-hidden">Find a merchant</Form.Label>
          <Form.Control
            size="sm"
            type="search"
            placeholder="Find a merchant"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
          />
        </Form.Group>
      </div>
      {!shown ? (
        !message && <LoadingSpinner />
      ) : (
        <ul className="list-group">
          {shown.map((merchant) => (
            <li
              key={merchant._id}
              className="list-group-item d-sm-flex align-items-center column-gap-3"
            >
              <div className="me-auto text-break">
                <span className="fw-semibold">{merchant.name}</span>{' '}
                <span className="text-body-secondary">
                  · {spendCategoryWords[merchant.category]}
                </span>
                {merchant.aliases.length > 0 && (
                  <div className="small text-body-secondary">{merchant.aliases.join(', ')}</div>
                )}
              </div>
              <div className="d-flex gap-2 mt-2 mt-sm-0">
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => setEditing(merchant)}
                  aria-label={`Edit ${merchant.name}`}
                >
                  Edit
                </Button>
                {confirming === merchant._id ? (
                  <Button size="sm" variant="danger" onClick={() => void remove(merchant)}>
                    Delete {merchant.name}?
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="outline-danger"
                    onClick={() => setConfirming(merchant._id)}
                    aria-label={`Delete ${merchant.name}`}
                  >
                    Delete
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
