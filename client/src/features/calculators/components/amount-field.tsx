import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import type { AmountInput } from '../hooks/use-calculator-params';

interface AmountFieldProps {
  input: AmountInput;
  onChange(text: string): void;
  /** Shown before the number: 'S$'. */
  prefix?: string;
  /** Shown after the number: 'months'. */
  suffix?: string;
  /** A slider beside the number, from 0 to `max`. */
  slider?: { max: number; step: number };
}

/** A number a visitor types (or slides), with the message of a wrong value beside it. */
export function AmountField({ input, onChange, prefix, suffix, slider }: AmountFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const { spec, text, parsed } = input;
  const sliderValue = Math.min(parsed.value ?? 0, slider?.max ?? 0);
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label className="mb-1">{spec.label}</Form.Label>
      <InputGroup hasValidation size="sm">
        {prefix && <InputGroup.Text>{prefix}</InputGroup.Text>}
        <Form.Control
          type="text"
          inputMode="decimal"
          value={text}
          isInvalid={parsed.error !== undefined}
          aria-invalid={parsed.error !== undefined}
          aria-describedby={parsed.error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        {suffix && <InputGroup.Text>{suffix}</InputGroup.Text>}
        <Form.Control.Feedback type="invalid" id={errorId}>
          {parsed.error}
        </Form.Control.Feedback>
      </InputGroup>
      {slider && (
        <Form.Range
          className="mt-1"
          min={0}
          max={slider.max}
          step={slider.step}
          value={sliderValue}
          aria-label={`${spec.label} (slider)`}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Form.Group>
  );
}
