import {
  DEFAULT_MILE_VALUE_CENTS,
  residencies,
  spendCategories,
  type Residency,
} from '@sg-finance/contract';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { residencyChoices } from '../../calculators';
import { spendLabel, type WalletFormValues } from './wallet-form-values';

interface ProfileFieldsProps {
  values: WalletFormValues;
  onChange(values: WalletFormValues): void;
}

function MoneyField(props: {
  id: string;
  label: string;
  value: string;
  onChange(text: string): void;
}) {
  return (
    <Form.Group className="mb-2" controlId={props.id}>
      <Form.Label className="mb-1">{props.label}</Form.Label>
      <InputGroup size="sm">
        <InputGroup.Text>S$</InputGroup.Text>
        <Form.Control
          type="text"
          inputMode="decimal"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
        />
      </InputGroup>
    </Form.Group>
  );
}

/** My spend a month by the card finder's categories, income, age and residency. */
export function ProfileFields({ values, onChange }: ProfileFieldsProps) {
  return (
    <>
      <fieldset className="mb-4">
        <legend className="h5">My card spend a month</legend>
        <div className="wallet-spend-grid">
          {spendCategories.map((category) => (
            <MoneyField
              key={category}
              id={`spend-${category}`}
              label={spendLabel(category)}
              value={values.spend[category]}
              onChange={(text) =>
                onChange({ ...values, spend: { ...values.spend, [category]: text } })
              }
            />
          ))}
        </div>
      </fieldset>
      <fieldset className="mb-4">
        <legend className="h5">About me</legend>
        <MoneyField
          id="monthly-income"
          label="Income a month"
          value={values.monthlyIncome}
          onChange={(text) => onChange({ ...values, monthlyIncome: text })}
        />
        <Form.Group className="mb-2" controlId="age">
          <Form.Label className="mb-1">Age</Form.Label>
          <Form.Control
            size="sm"
            type="text"
            inputMode="numeric"
            value={values.age}
            onChange={(event) => onChange({ ...values, age: event.target.value })}
          />
        </Form.Group>
        <div role="radiogroup" aria-labelledby="residency-label">
          <div id="residency-label" className="mb-1">
            Residency
          </div>
          {residencyChoices.map((option) => (
            <Form.Check
              key={option.value}
              type="radio"
              name="residency"
              id={`residency-${option.value}`}
              label={option.label}
              checked={values.residency === option.value}
              onChange={() => {
                const residency = residencies.find((each) => each === option.value) as Residency;
                onChange({ ...values, residency });
              }}
            />
          ))}
        </div>
        <Form.Check
          className="mt-2"
          type="checkbox"
          id="us-person"
          label="I am a US person (US citizen, green-card holder or US tax resident)"
          checked={values.usPerson}
          onChange={(event) => onChange({ ...values, usPerson: event.target.checked })}
        />
        <Form.Group className="mt-3 mb-2" controlId="mile-value">
          <Form.Label className="mb-1">What a mile is worth to me</Form.Label>
          <InputGroup size="sm">
            <Form.Control
              type="text"
              inputMode="decimal"
              placeholder={String(DEFAULT_MILE_VALUE_CENTS)}
              aria-describedby="mile-value-help"
              value={values.mileValueCents}
              onChange={(event) => onChange({ ...values, mileValueCents: event.target.value })}
            />
            <InputGroup.Text>cents</InputGroup.Text>
          </InputGroup>
          <Form.Text id="mile-value-help">
            Your figures of miles and points use it; blank: the site&apos;s{' '}
            {DEFAULT_MILE_VALUE_CENTS} cents.
          </Form.Text>
        </Form.Group>
      </fieldset>
    </>
  );
}
