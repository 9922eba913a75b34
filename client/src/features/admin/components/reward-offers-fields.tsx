import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { rewardOfferFieldLabels, rewardOfferLabel, rewardOffersLabel } from '../lib/form-labels';
import { rewardOfferRow, type RewardOfferRow } from '../lib/form-rows';
import { offerFieldKey, type ListingErrors } from '../lib/listing-errors';
import { FieldError, fieldErrorId } from './field-error';

interface RewardOffersFieldsProps {
  offers: RewardOfferRow[];
  idPrefix: string;
  /** The form's messages; an offer's field is under `offerFieldKey(row, field)`. */
  errors: ListingErrors;
  onChange: (offers: RewardOfferRow[]) => void;
}

type OfferField = 'description' | 'tag' | 'link' | 'expiresAt';

const offerFields: { field: OfferField; label: string; type: string }[] = [
  { field: 'description', label: rewardOfferFieldLabels.description, type: 'text' },
  { field: 'tag', label: rewardOfferFieldLabels.tag, type: 'text' },
  { field: 'link', label: rewardOfferFieldLabels.link, type: 'url' },
  { field: 'expiresAt', label: rewardOfferFieldLabels.expiresAt, type: 'date' },
];

/**
 * The repeatable reward offer blocks (Description, Tag Name, Link, an optional Expires On date)
 * with add and remove.
 */
export function RewardOffersFields({
  offers,
  idPrefix,
  errors,
  onChange,
}: RewardOffersFieldsProps) {
  const edit = (id: string, field: OfferField, value: string) =>
    onChange(offers.map((offer) => (offer.id === id ? { ...offer, [field]: value } : offer)));

  return (
    <fieldset className="mb-4">
      <legend className="h5">{rewardOffersLabel}</legend>
      {offers.map((offer, index) => (
        <fieldset className="border rounded p-3 mb-3" key={offer.id}>
          <legend className="h6">{rewardOfferLabel(index)}</legend>
          {offerFields.map(({ field, label, type }) => {
            const key = offerFieldKey(offer.id, field);
            const error = errors[key];
            return (
              <Form.Group className="mb-2" controlId={`${offer.id}-${field}`} key={field}>
                <Form.Label>{label}</Form.Label>
                <Form.Control
                  type={type}
                  value={offer[field]}
                  onChange={(event) => edit(offer.id, field, event.target.value)}
                  isInvalid={error !== undefined}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? fieldErrorId(idPrefix, key) : undefined}
                />
                <FieldError idPrefix={idPrefix} field={key} message={error} />
              </Form.Group>
            );
          })}
          <Button
            variant="outline-danger"
            size="sm"
            aria-label={`Remove reward offer ${index + 1}`}
            onClick={() => onChange(offers.filter((candidate) => candidate.id !== offer.id))}
          >
            Remove
          </Button>
        </fieldset>
      ))}
      <Button variant="outline-primary" onClick={() => onChange([...offers, rewardOfferRow()])}>
        Add reward offer
      </Button>
    </fieldset>
  );
}
