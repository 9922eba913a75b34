import type { Provider, ProviderFields } from '@sg-finance/contract';
import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { safeHref } from '../../../lib/safe-url';
import {
  createProvider,
  deleteProvider,
  getProviders,
  updateProvider,
} from '../api/provider-admin-api';
import { ConfirmDeleteModal } from '../components/confirm-delete-modal';
import { ProviderForm } from '../components/provider-form';

type Message = { variant: 'success' | 'danger'; text: string };

/** The administrators' providers: the banks, insurers and brokers that listings may name. */
export function ProvidersPage() {
  useDocumentTitle('Providers');
  const [providers, setProviders] = useState<Provider[]>();
  const [message, setMessage] = useState<Message>();
  const [editing, setEditing] = useState<Provider>();
  const [toDelete, setToDelete] = useState<Provider>();

  const reload = async () => setProviders(await getProviders());

  useEffect(() => {
    getProviders().then(setProviders, (error: unknown) =>
      setMessage({ variant: 'danger', text: describeApiError(error) }),
    );
  }, []);

  const save = async (fields: ProviderFields) => {
    const saved = editing
      ? await updateProvider(editing._id, fields)
      : await createProvider(fields);
    setMessage({
      variant: 'success',
      text: editing ? `“${saved.name}” saved.` : `“${saved.name}” added.`,
    });
    setEditing(undefined);
    await reload();
  };

  const remove = async (provider: Provider) => {
    setToDelete(undefined);
    try {
      const text = await deleteProvider(provider._id);
      setMessage({ variant: 'success', text: `“${provider.name}”: ${text}` });
      if (editing?._id === provider._id) setEditing(undefined);
      await reload();
    } catch (error) {
      setMessage({ variant: 'danger', text: describeApiError(error) });
    }
  };

  return (
    <Container className="py-4">
      <h1 className="h2 fw-bold">Providers</h1>
      <p className="text-body-secondary">
        The banks, digital banks, insurers and brokers a listing can belong to. A listing&rsquo;s
        Category is chosen from these, and the lists show a chip for each that has products.
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
            return (
              <li
                key={provider._id}
                className="list-group-item d-flex flex-wrap align-items-center gap-2"
              >
                <div className="me-auto">
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
                <Button
                  size="sm"
                  variant="outline-primary"
                  onClick={() => setEditing(provider)}
                  aria-label={`Edit ${provider.name}`}
                >
                  Edit
                </Button>
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => setToDelete(provider)}
                  aria-label={`Delete ${provider.name}`}
                >
                  Delete
                </Button>
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
