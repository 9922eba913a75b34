import { useEffect, useRef, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { ApiRequestError, describeApiError } from '../../../lib/api-client';
import { fieldErrors, fieldOfServerMessage } from '../../../lib/field-errors';
import type { SecurityFormSpec } from '../lib/security-form-fields';

interface SecurityRecordFormProps<Stored, Fields> {
  spec: SecurityFormSpec<Stored, Fields>;
  /** The record being edited, with the name the list shows; none: a new one. */
  editing?: Stored & { name: string };
  /** Saves the fields; a refusal is thrown as the API's error. */
  onSave: (fields: Fields) => Promise<void>;
  onCancel: () => void;
}

/** The field a problem belongs to: 'stepUpRates.3' is the step-up rates' box. */
const boxOf = (path: string) => path.split('.')[0] ?? path;

/**
 * Adds or edits one T-bill auction or Savings Bond issue, checked by the schema the server
 * checks with: each field's problem is shown beside it, the first one focused, nothing sent.
 */
export function SecurityRecordForm<Stored, Fields>({
  spec,
  editing,
  onSave,
  onCancel,
}: SecurityRecordFormProps<Stored, Fields>) {
  const [texts, setTexts] = useState(() => spec.textsOf(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const labelOf = (name: string) => spec.fields.find((field) => field.name === name)?.label;
  const idOf = (name: string) => `${spec.noun.replace(/\W+/g, '-').toLowerCase()}-${name}`;

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const show = (shown: Record<string, string>) => {
    setErrors(shown);
    setRefusals((count) => count + 1);
  };

  /** Each field's first problem, after its label: 'Auction date must be a date …'. */
  const refuse = (problems: Record<string, string>) => {
    const shown: Record<string, string> = {};
    for (const [path, problem] of Object.entries(problems)) {
      const box = boxOf(path);
      shown[box] ??= `${labelOf(box) ?? box} ${problem}`;
    }
    show(shown);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(undefined);
    const parsed = spec.schema.safeParse(spec.payloadOf(texts));
    if (!parsed.success) {
      refuse(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await onSave(parsed.data);
      setTexts(spec.textsOf(undefined));
    } catch (error) {
      const message = describeApiError(error);
      const named = fieldOfServerMessage(message);
      if (named && labelOf(boxOf(named.field))) refuse({ [named.field]: named.problem });
      else if (error instanceof ApiRequestError && error.status === 409) {
        show({ [spec.uniqueField]: message });
      } else setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  const headingId = idOf('form-heading');
  return (
    <Form
      noValidate
      onSubmit={submit}
      ref={formRef}
      aria-labelledby={headingId}
      className="border rounded p-3 mb-3"
    >
      <h3 className="h6" id={headingId}>
        {editing ? `Edit ${editing.name}` : `Add a ${spec.noun}`}
      </h3>
      {spec.fields.map((field) => {
        const id = idOf(field.name);
        const error = errors[field.name];
        const described = [error && `${id}-error`, field.hint && `${id}-hint`]
          .filter(Boolean)
          .join(' ');
        return (
          <Form.Group className="mb-2" controlId={id} key={field.name}>
            <Form.Label>{field.label}</Form.Label>
            <Form.Control
              value={texts[field.name] ?? ''}
              isInvalid={error !== undefined}
              aria-invalid={error !== undefined}
              aria-describedby={described || undefined}
              onChange={(event) => setTexts({ ...texts, [field.name]: event.target.value })}
            />
            {field.hint && (
              <Form.Text id={`${id}-hint`} muted>
                {field.hint}
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
          {editing ? 'Save changes' : `Add ${spec.noun}`}
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
