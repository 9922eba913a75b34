import type { FormEvent, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';

interface RequestFormProps {
  /** Runs on submit, after the browser's own submit is stopped. */
  onSubmit: () => void;
  /** Holds the submit button while the form's call is out. */
  sending: boolean;
  submitLabel: string;
  submitVariant?: 'primary' | 'danger';
  children: ReactNode;
}

/** A form of `useFormRequest`: its fields, then its submit button. */
export function RequestForm({
  onSubmit,
  sending,
  submitLabel,
  submitVariant,
  children,
}: RequestFormProps) {
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Form onSubmit={handleSubmit}>
      {children}
      <Button type="submit" variant={submitVariant} disabled={sending}>
        {submitLabel}
      </Button>
    </Form>
  );
}
