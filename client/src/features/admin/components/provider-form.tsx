import {
  commercialTieKinds,
  commercialTieLabels,
  providerInputSchema,
  providerKinds,
  type Provider,
  type ProviderFields,
} from '@sg-finance/contract';
import { providerFormLabels } from '../lib/form-labels';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiRequestError, describeApiError } from '../../../lib/api-client';
import { fieldErrors, fieldOfServerMessage } from '../../../lib/field-errors';

/** The form's inputs: the provider's fields, its commercial tie as two of them. */
type Field =
  | Exclude<keyof ProviderFields, 'commercialTie'>
  | 'commercialTie.kind'
  | 'commercialTie.disclosure';
type Values = Record<Field, string>;

const emptyValues: Values = {
  name: '',
  kind: '',
  website: '',
  logo: '',
  'commercialTie.kind': 'none',
  'commercialTie.disclosure': '',
};

const labels: Readonly<Record<Field, string>> = providerFormLabels;

const hints: Partial<Record<Field, string>> = {
  name: 'As listings show it, e.g. “Trust Bank”.',
  website: 'The home page, starting with https://',
  logo: 'An uploaded image (/uploads/...) or an https:// address.',
  'commercialTie.disclosure':
    'What visitors read beside this provider’s links, e.g. “We earn a fee when you apply through this link.” Required with a relationship; no order or calculator uses it.',
};

function valuesOf(provider: Provider | undefined): Values {
  if (!provider) return emptyValues;
  const { name, kind, website, logo, commercialTie } = provider;
  return {
    name,
    kind,
    website,
    logo,
    'commercialTie.kind': commercialTie?.kind ?? 'none',
    'commercialTie.disclosure': commercialTie?.disclosure ?? '',
  };
}

interface ProviderFormProps {
  /** The provider being edited; none: a new one. */
  editing?: Provider;
  /** Saves the fields; a refusal is thrown as the API's error. */
  onSave: (fields: ProviderFields) => Promise<void>;
  onCancel: () => void;
}

/** Adds or edits a provider; each field's problem is shown beside it, the first one focused. */
export function ProviderForm({ editing, onSave, onCancel }: ProviderFormProps) {
  const [values, setValues] = useState(() => valuesOf(editing));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  // Editing starts at the name, wherever in the list the Edit button was.
  useEffect(() => {
    if (editing) formRef.current?.querySelector<HTMLElement>('#provider-name')?.focus();
  }, [editing]);

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const refuse = (next: Partial<Record<Field, string>>) => {
    setErrors(next);
    setRefusals((count) => count + 1);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = providerInputSchema.safeParse({
      name: values.name,
      kind: values.kind === '' ? undefined : values.kind,
      website: values.website,
      logo: values.logo,
      commercialTie: {
        kind: values['commercialTie.kind'],
        disclosure: values['commercialTie.disclosure'],
      },
    });
    if (!parsed.success) {
      const problems = fieldErrors(parsed.error);
      refuse(
        Object.fromEntries(
          Object.entries(problems).map(([field, problem]) => [
            field,
            `${labels[field as Field].replace(' (optional)', '')} ${problem}`,
          ]),
        ),
      );
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
      setValues(emptyValues);
    } catch (error) {
      const message = describeApiError(error);
      const named = fieldOfServerMessage(message);
      if (named && named.field in labels) {
        const field = named.field as Field;
        refuse({ [field]: `${labels[field].replace(' (optional)', '')} ${named.problem}` });
      } else if (error instanceof ApiRequestError && error.status === 409) {
        refuse({ name: message });
      } else {
        setFormError(message);
      }
    } finally {
      setSaving(false);
    }
  };

  const heading = editing ? `Edit ${editing.name}` : 'Add a provider';
  return (
    <Form
      noValidate
      onSubmit={submit}
      ref={formRef}
      aria-labelledby="provider-form-heading"
      className="border rounded p-3 mb-4"
    >
      <h2 className="h5" id="provider-form-heading">
        {heading}
      </h2>
      {(Object.keys(labels) as Field[]).map((field) => {
        const id = `provider-${field}`;
        const error = errors[field];
        const hint = hints[field];
        const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
        const common = {
          value: values[field],
          isInvalid: error !== undefined,
          'aria-invalid': error !== undefined,
          'aria-describedby': described || undefined,
        };
        return (
          <Form.Group className="mb-3" controlId={id} key={field}>
            <Form.Label>{labels[field]}</Form.Label>
            {field === 'commercialTie.kind' ? (
              <Form.Select
                {...common}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              >
                {commercialTieKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {commercialTieLabels[kind]}
                  </option>
                ))}
              </Form.Select>
            ) : field === 'commercialTie.disclosure' ? (
              <Form.Control
                {...common}
                as="textarea"
                rows={2}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            ) : field === 'kind' ? (
              <Form.Select
                {...common}
                onChange={(event) => setValues({ ...values, kind: event.target.value })}
              >
                <option value="">Choose a kind</option>
                {providerKinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {kind}
                  </option>
                ))}
              </Form.Select>
            ) : (
              <Form.Control
                {...common}
                type={field === 'name' ? 'text' : 'url'}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
              />
            )}
            {hint && (
              <Form.Text id={`${id}-hint`} muted>
                {hint}
              </Form.Text>
            )}
            <Form.Control.Feedback type="invalid" id={`${id}-error`}>
              {error}
            </Form.Control.Feedback>
          </Form.Group>
        );
      })}
      {formError && (
        <p className="text-danger" role="alert">
          {formError}
        </p>
      )}
      <div className="d-flex gap-2">
        <Button type="submit" disabled={saving}>
          {editing ? 'Save changes' : 'Add provider'}
        </Button>
        {editing && (
          <Button variant="outline-secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </Form>
  );
}
