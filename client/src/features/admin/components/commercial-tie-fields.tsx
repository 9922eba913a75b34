import {
  commercialTieKinds,
  commercialTieLabels,
  type CommercialTieKind,
} from '@sg-finance/contract';
import Form from 'react-bootstrap/Form';
import { listingFormLabels } from '../lib/form-labels';
import { FieldError, fieldErrorId } from './field-error';

interface CommercialTieFieldsProps {
  idPrefix: string;
  kind: CommercialTieKind;
  disclosure: string;
  errors: Readonly<Record<string, string>>;
  onChange: (tie: { tieKind: CommercialTieKind; tieDisclosure: string }) => void;
}

const kindField = 'commercialTie.kind';
const disclosureField = 'commercialTie.disclosure';

/**
 * What the listing pays the site for, and the words visitors read beside its links. No order,
 * mark or calculator reads it.
 */
export function CommercialTieFields({
  idPrefix,
  kind,
  disclosure,
  errors,
  onChange,
}: CommercialTieFieldsProps) {
  const invalid = (field: string) =>
    errors[field]
      ? {
          isInvalid: true,
          'aria-invalid': true,
          'aria-describedby': fieldErrorId(idPrefix, field),
        }
      : {};
  return (
    <fieldset className="mb-3">
      <Form.Group className="mb-3" controlId={`${idPrefix}-commercial-tie-kind`}>
        <Form.Label>{listingFormLabels[kindField]}</Form.Label>
        <Form.Select
          value={kind}
          onChange={(event) =>
            onChange({
              tieKind: event.target.value as CommercialTieKind,
              tieDisclosure: disclosure,
            })
          }
          {...invalid(kindField)}
        >
          {commercialTieKinds.map((choice) => (
            <option key={choice} value={choice}>
              {commercialTieLabels[choice]}
            </option>
          ))}
        </Form.Select>
        <Form.Text muted>
          The listing&apos;s own; without one, its provider&apos;s applies. No order, mark or
          calculator uses it.
        </Form.Text>
        <FieldError idPrefix={idPrefix} field={kindField} message={errors[kindField]} />
      </Form.Group>
      <Form.Group className="mb-3" controlId={`${idPrefix}-commercial-tie-disclosure`}>
        <Form.Label>{listingFormLabels[disclosureField]}</Form.Label>
        <Form.Control
          as="textarea"
          rows={2}
          value={disclosure}
          onChange={(event) => onChange({ tieKind: kind, tieDisclosure: event.target.value })}
          {...invalid(disclosureField)}
        />
        <FieldError idPrefix={idPrefix} field={disclosureField} message={errors[disclosureField]} />
      </Form.Group>
    </fieldset>
  );
}
