import type { ChangeEvent } from 'react';
import Form from 'react-bootstrap/Form';

interface FormFieldProps {
  id: string;
  label: string;
  type: 'text' | 'email' | 'password';
  value: string;
  onChange: (value: string) => void;
  autoComplete: string;
  required?: boolean;
  /** Puts the field in its error state with this message under it. */
  error?: string;
}

export function FormField({
  id,
  label,
  type,
  value,
  onChange,
  autoComplete,
  required = false,
  error,
}: FormFieldProps) {
  const errorId = `${id}-error`;
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        autoComplete={autoComplete}
        required={required}
        isInvalid={Boolean(error)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={errorId}>
          {error}
        </Form.Control.Feedback>
      )}
    </Form.Group>
  );
}

type PresetFieldProps = Pick<FormFieldProps, 'id' | 'value' | 'onChange'> & { label?: string };

/** A required field for the user's email address. */
export function EmailField({ label = 'Email', ...props }: PresetFieldProps) {
  return <FormField {...props} label={label} type="email" autoComplete="email" required />;
}

/** A required field for the password the user signs in with now. */
export function CurrentPasswordField({ label = 'Password', ...props }: PresetFieldProps) {
  return (
    <FormField {...props} label={label} type="password" autoComplete="current-password" required />
  );
}
