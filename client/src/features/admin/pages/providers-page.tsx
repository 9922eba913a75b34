import { bankCategories, type Provider, type ProviderFields } from '@sg-finance/contract';
import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { safeHref } from '../../../lib/safe-url';
import {
  createProvider,
  deleteProvider,
  getProviders,
  updateProvider,
} from '../api/provider-admin-api';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { ProviderForm } from '../components/provider-form';
import { useNamedRecords } from '../hooks/use-named-records';

const providersApi = {
  list: getProviders,
  create: createProvider,
  update: updateProvider,
  remove: deleteProvider,
};

/** The spec's nine are kept in every database: they can be edited but not deleted. */
const specBanks: readonly string[] = bankCategories;

/** The administrators' providers: the banks, insurers and brokers that listings may name. */
export function ProvidersPage() {
  useDocumentTitle('Providers');
  const records = useNamedRecords<Provider, ProviderFields>(providersApi);
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
      </div>
      <ProviderForm
        key={editing?._id ?? 'new'}
        editing={editing}
        onSave={save}
        onCancel={() => setEditing(undefined)}
      />
      <h2 className="h5">All providers{providers && ` (${providers.length})`}</h2>
      {!providers ? (
        !message && <LoadingSpinner />
      ) : (
        <ul className="list-group">
          {providers.map((provider) => {
            const website = provider.website ? safeHref(provider.website) : undefined;
            const logo = provider.logo ? safeHref(provider.logo) : undefined;
            return (
              <li
                key={provider._id}
                className="list-group-item d-sm-flex align-items-center column-gap-3"
              >
                <div className="me-auto text-break">
                  {logo && (
                    <img
                      src={logo}
                      alt=""
                      width={24}
                      height={24}
                      className="me-2 object-fit-contain"
                    />
                  )}
                  <span className="fw-semibold">{provider.name}</span>{' '}
                  <span className="text-body-secondary">· {provider.kind}</span>
                  {website && (
                    <div className="small text-break">
                      <a href={website} target="_blank" rel="noopener noreferrer">
                        {provider.website}
                      </a>
                    </div>
                  )}
                </div>
                <div className="d-flex gap-2 mt-2 mt-sm-0">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    onClick={() => setEditing(provider)}
                    aria-label={`Edit ${provider.name}`}
                  >
                    Edit
                  </Button>
                  {!specBanks.includes(provider.name) && (
                    <Button
                      size="sm"
                      variant="outline-danger"
                      onClick={() => setToDelete(provider)}
                      aria-label={`Delete ${provider.name}`}
                    >
                      Delete
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
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
