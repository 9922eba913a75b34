import { isPastOrTodayDay, singaporeDay } from '@sg-finance/contract';
import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { formatDate } from '../../../lib/dates';

interface AsOfFieldProps {
  /** The day of the address, `YYYY-MM-DD`; empty for today's terms. */
  text: string;
  onChange(text: string): void;
}

/**
 * "Terms as of": the day whose terms a calculator ranks the products with. It comes after the
 * inputs that matter, folded under the day it uses ('Terms as of today'), and opens by itself when
 * the address names a day.
 */
export function AsOfField({ text, onChange }: AsOfFieldProps) {
  const id = useId();
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const wrong = text !== '' && !isPastOrTodayDay(text);
  const [open, setOpen] = useState(text !== '');
  return (
    <details
      className="my-3 as-of-field"
      open={open}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary>Terms as of {text === '' || wrong ? 'today' : formatDate(text)}</summary>
      <Form.Group className="mt-2" controlId={id}>
        <Form.Label className="mb-1">Terms as of</Form.Label>
        <Form.Control
          type="date"
          size="sm"
          value={text}
          max={singaporeDay(new Date())}
          isInvalid={wrong}
          aria-invalid={wrong}
          aria-describedby={wrong ? `${errorId} ${helpId}` : helpId}
          onChange={(event) => onChange(event.target.value)}
        />
        <Form.Control.Feedback type="invalid" id={errorId}>
          Choose a day no later than today.
        </Form.Control.Feedback>
        <Form.Text id={helpId}>
          Empty for today’s terms; a past day ranks with the terms the products had then.
        </Form.Text>
      </Form.Group>
    </details>
  );
}
