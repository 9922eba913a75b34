import { specBankNames, suggestionInputSchema, type SuggestionInput } from '@sg-finance/contract';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { describeApiError } from '../../lib/api-client';
import { fieldErrors, fieldOfServerMessage } from '../../lib/field-errors';
import { sendSuggestion } from './suggestion-api';

type Field = keyof SuggestionInput;

const emptySuggestion: Record<Field, string> = {
  product: '',
  bank: '',
  reward: '',
  link: '',
  email: '',
};

const fields: ReadonlyArray<{
  name: Field;
  label: string;
  type?: string;
  hint?: string;
  multiline?: boolean;
}> = [
  { name: 'product', label: 'Product' },
  { name: 'bank', label: 'Provider' },
  { name: 'reward', label: 'Reward', multiline: true, hint: 'The offer and its conditions.' },
  { name: 'link', label: 'Link', type: 'url', hint: "The offer's page, starting with https://" },
  {
    name: 'email',
    label: 'Your email (optional)',
    type: 'email',
    hint: 'Only if you would like an answer.',
  },
];

/** The built-in suggestion form, used when no external form is configured. */
export function SuggestionForm() {
  const [values, setValues] = useState(emptySuggestion);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'danger'; text: string }>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const parsed = suggestionInputSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const message = await sendSuggestion(parsed.data);
      setValues(emptySuggestion);
      setOutcome({ variant: 'success', text: message });
    } catch (error) {
      const message = describeApiError(error);
      const field = fieldOfServerMessage(message);
      if (field && field.field in emptySuggestion) {
        setErrors({ [field.field]: field.problem });
      } else {
        setOutcome({ variant: 'danger', text: message });
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Form noValidate onSubmit={submit} className="suggestion-form" aria-label="Suggest a reward">
      {fields.map((field) => {
        const id = `suggestion-${field.name}`;
        const error = errors[field.name];
        const described = [error && `${id}-error`, field.hint && `${id}-hint`]
          .filter(Boolean)
          .join(' ');
        return (
          <Form.Group className="mb-3" controlId={id} key={field.name}>
            <Form.Label>{field.label}</Form.Label>
            <Form.Control
              {...(field.multiline
                ? { as: 'textarea' as const, rows: 3 }
                : { type: field.type ?? 'text' })}
              list={field.name === 'bank' ? 'suggestion-providers' : undefined}
              value={values[field.name]}
              isInvalid={error !== undefined}
              aria-describedby={described || undefined}
              onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
            />
            {field.hint && (
              <Form.Text id={`${id}-hint`} muted>
                {field.hint}
              </Form.Text>
            )}
            <Form.Control.Feedback type="invalid" id={`${id}-error`}>
              {error && `${field.label.replace(' (optional)', '')} ${error}`}
            </Form.Control.Feedback>
          </Form.Group>
        );
      })}
      <datalist id="suggestion-providers">
        {specBankNames.map((provider) => (
          <option value={provider} key={provider} />
        ))}
      </datalist>
      {outcome && (
        <Alert variant={outcome.variant} role={outcome.variant === 'danger' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      )}
      <Button type="submit" disabled={sending}>
        {sending ? 'Sending…' : 'Send suggestion'}
      </Button>
    </Form>
  );
}
