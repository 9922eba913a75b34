import { spendCategoryWords, type Merchant, type MerchantInput } from '@sg-finance/contract';
import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { createMerchant, deleteMerchant, updateMerchant } from '../api/merchant-admin-api';
import { MerchantForm } from '../components/merchant-form';
import { NamedRecordList } from '../components/named-record-list';
import { RecordMessage } from '../components/record-message';
import { ownName, useNamedRecords } from '../hooks/use-named-records';
import { merchantRecordsLoad } from '../store/named-record-loads';

const merchantsApi = {
  load: merchantRecordsLoad,
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
  const records = useNamedRecords<Merchant, MerchantInput>(merchantsApi, { nameOf: ownName });
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
      <RecordMessage message={message} onClose={() => setMessage(undefined)} />
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
      <NamedRecordList
        items={shown}
        failed={message !== undefined}
        onEdit={setEditing}
        details={(merchant) => (
          <>
            <span className="fw-semibold">{merchant.name}</span>{' '}
            <span className="text-body-secondary">· {spendCategoryWords[merchant.category]}</span>
            {merchant.aliases.length > 0 && (
              <div className="small text-body-secondary">{merchant.aliases.join(', ')}</div>
            )}
          </>
        )}
        onDelete={(merchant) => setConfirming(merchant._id)}
        confirmingId={confirming}
        onConfirmDelete={(merchant) => void remove(merchant)}
      />
    </Container>
  );
}
