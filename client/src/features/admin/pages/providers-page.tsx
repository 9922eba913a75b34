import { isSpecBank, type Provider, type ProviderFields } from '@sg-finance/contract';
import { useEffect, useRef, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router-dom';
import { useAppDispatch } from '../../../app/hooks';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { safeHref } from '../../../lib/safe-url';
import { providersOutdated } from '../../providers';
import { createProvider, deleteProvider, updateProvider } from '../api/provider-admin-api';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { NamedRecordList } from '../components/named-record-list';
import { ProviderForm } from '../components/provider-form';
import { RecordMessage } from '../components/record-message';
import { ownName, useNamedRecords } from '../hooks/use-named-records';
import { historyAddress } from '../lib/history-record';
import { providerRecordsLoad } from '../store/named-record-loads';

const providersApi = {
  load: providerRecordsLoad,
  create: createProvider,
  update: updateProvider,
  remove: deleteProvider,
};

/** A provider's logo, name, kind and website, each link checked before it is shown. */
function ProviderDetails({ provider }: { provider: Provider }) {
  const website = provider.website ? safeHref(provider.website) : undefined;
  const logo = provider.logo ? safeHref(provider.logo) : undefined;
  return (
    <>
      {logo && <img src={logo} alt="" width={24} height={24} className="me-2 object-fit-contain" />}
      <span className="fw-semibold">{provider.name}</span>{' '}
      <span className="text-body-secondary">· {provider.kind}</span>
      {website && (
        <div className="small text-break">
          <a href={website} target="_blank" rel="noopener noreferrer">
            {provider.website}
          </a>
        </div>
      )}
      <div className="small">
        <Link
          to={historyAddress('provider', provider._id)}
          aria-label={`History of ${provider.name}`}
        >
          History
        </Link>
      </div>
    </>
  );
}

/** The administrators' providers: the banks, insurers and brokers that listings may name. */
export function ProvidersPage() {
  useDocumentTitle('Providers');
  const dispatch = useAppDispatch();
  const records = useNamedRecords<Provider, ProviderFields>(providersApi, {
    nameOf: ownName,
    onChanged: () => dispatch(providersOutdated()),
  });
  const { items: providers, message, setMessage, editing, setEditing, save } = records;
  const [toDelete, setToDelete] = useState<Provider>();
  const messageRef = useRef<HTMLDivElement>(null);

  // The outcome of a save or delete is read where the page starts, whichever button was used.
  useEffect(() => {
    if (message) messageRef.current?.focus();
  }, [message]);

  const remove = async (provider: Provider) => {
    setToDelete(undefined);
    await records.remove(provider);
  };

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Providers</h1>
      <p className="text-body-secondary">
        The banks, digital banks, insurers and brokers a listing can belong to. A listing&rsquo;s
        Category is chosen from these, and the lists show a chip for each that has products.
      </p>
      <div ref={messageRef} tabIndex={-1}>
        <RecordMessage message={message} onClose={() => setMessage(undefined)} />
      </div>
      <ProviderForm
        key={editing?._id ?? 'new'}
        editing={editing}
        onSave={save}
        onCancel={() => setEditing(undefined)}
      />
      <h2 className="h5">All providers{providers && ` (${providers.length})`}</h2>
      <NamedRecordList
        items={providers}
        failed={message !== undefined}
        onEdit={setEditing}
        details={(provider) => <ProviderDetails provider={provider} />}
        onDelete={setToDelete}
        canDelete={(provider) => !isSpecBank(provider.name)}
      />
      <ConfirmDeleteModal
        show={toDelete !== undefined}
        noun="provider"
        title={toDelete?.name ?? ''}
        onCancel={() => setToDelete(undefined)}
        onConfirm={() => toDelete && void remove(toDelete)}
      />
    </Container>
  );
}
