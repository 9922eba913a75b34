import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { textRow, type TextRow } from '../lib/form-rows';

interface TextListFieldsProps {
  label: string;
  rows: TextRow[];
  onChange: (rows: TextRow[]) => void;
}

/** A repeatable list of text lines (Key Features, Highlights, ...) with add and remove. */
export function TextListFields({ label, rows, onChange }: TextListFieldsProps) {
  return (
    <fieldset className="mb-4">
      <legend className="h5">{label}</legend>
      {rows.map((row, index) => (
        <div className="d-flex gap-2 mb-2" key={row.id}>
          <Form.Control
            aria-label={`${label} ${index + 1}`}
            value={row.value}
            onChange={(event) =>
              onChange(
                rows.map((candidate) =>
                  candidate.id === row.id ? { ...candidate, value: event.target.value } : candidate,
                ),
              )
            }
          />
          <Button
            variant="outline-danger"
            aria-label={`Remove ${label} ${index + 1}`}
            onClick={() => onChange(rows.filter((candidate) => candidate.id !== row.id))}
          >
            Remove
          </Button>
        </div>
      ))}
      <Button
        variant="outline-primary"
        aria-label={`Add line to ${label}`}
        onClick={() => onChange([...rows, textRow()])}
      >
        Add line
      </Button>
    </fieldset>
  );
}
