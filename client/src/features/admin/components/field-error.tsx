/** The id of a field's message, for the field's `aria-describedby`. */
export function fieldErrorId(idPrefix: string, field: string): string {
  return `${idPrefix}-${field.replace(/\W/g, '-')}-error`;
}

interface FieldErrorProps {
  idPrefix: string;
  field: string;
  message: string | undefined;
}

/** A field's problem, shown under it in red and read with it. */
export function FieldError({ idPrefix, field, message }: FieldErrorProps) {
  if (!message) return null;
  return (
    <div className="invalid-feedback d-block" id={fieldErrorId(idPrefix, field)}>
      {message}
    </div>
  );
}
