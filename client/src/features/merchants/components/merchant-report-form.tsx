import {
  bonusOutcomeWords,
  bonusOutcomes,
  merchantReportInputSchema,
  paymentChannelWords,
  paymentChannels,
  singaporeDay,
  type Listing,
} from '@sg-finance/contract';
import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { describeApiError } from '../../../lib/api-client';
import { fieldErrors, fieldOfServerMessage } from '../../../lib/field-errors';
import { reportMerchantCode } from '../api/merchants-api';
import { capitalised } from '../../../lib/capitalised';

type Field = 'card' | 'day' | 'channel' | 'mcc' | 'statementText' | 'bonusCame';

interface MerchantReportFormProps {
  merchantSlug: string;
  cards: readonly Listing<'card'>[];
}

/**
 * A signed-in user's report of one purchase at the merchant: the card, the day, how it was paid,
 * the code (or what the statement calls the merchant) and whether the bonus came.
 */
export function MerchantReportForm({ merchantSlug, cards }: MerchantReportFormProps) {
  const empty: Record<Field, string> = {
    card: cards[0]?.slug ?? '',
    day: singaporeDay(new Date()),
    channel: 'inStore',
    mcc: '',
    statementText: '',
    bonusCame: 'unsure',
  };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [outcome, setOutcome] = useState<{ variant: 'success' | 'danger'; text: string }>();
  const [sending, setSending] = useState(false);
  const set = (field: Field) => (value: string) => setValues({ ...values, [field]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(undefined);
    const mcc = values.mcc.trim();
    const parsed = merchantReportInputSchema.safeParse({
      ...values,
      merchant: merchantSlug,
      mcc: mcc === '' ? undefined : mcc,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { message } = await reportMerchantCode(parsed.data);
      setValues(empty);
      setOutcome({ variant: 'success', text: message });
    } catch (error) {
      const message = describeApiError(error);
      const field = fieldOfServerMessage(message);
      if (field && field.field in empty) setErrors({ [field.field]: field.problem });
      else setOutcome({ variant: 'danger', text: message });
    } finally {
      setSending(false);
    }
  };

  const control = (field: Field) => ({
    value: values[field],
    isInvalid: errors[field] !== undefined,
    'aria-describedby': errors[field] ? `report-${field}-error` : undefined,
  });
  const problem = (field: Field) =>
    errors[field] && (
      <Form.Control.Feedback type="invalid" id={`report-${field}-error`}>
        {errors[field]}
      </Form.Control.Feedback>
    );

  return (
    <Form noValidate onSubmit={submit} aria-label="Report what your statement shows">
      <div className="row g-2">
        <Form.Group className="col-sm-6" controlId="report-card">
          <Form.Label>Card</Form.Label>
          <Form.Select {...control('card')} onChange={(event) => set('card')(event.target.value)}>
            {cards.map((card) => (
              <option key={card._id} value={card.slug}>
                {card.title}
              </option>
            ))}
          </Form.Select>
          {problem('card')}
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="report-day">
          <Form.Label>Day of the purchase</Form.Label>
          <Form.Control
            type="date"
            {...control('day')}
            onChange={(event) => set('day')(event.target.value)}
          />
          {problem('day')}
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="report-channel">
          <Form.Label>How you paid</Form.Label>
          <Form.Select
            {...control('channel')}
            onChange={(event) => set('channel')(event.target.value)}
          >
            {paymentChannels.map((channel) => (
              <option key={channel} value={channel}>
                {capitalised(paymentChannelWords[channel])}
              </option>
            ))}
          </Form.Select>
          {problem('channel')}
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="report-mcc">
          <Form.Label>Merchant category code (MCC) on your statement</Form.Label>
          <Form.Control
            type="text"
            inputMode="numeric"
            {...control('mcc')}
            onChange={(event) => set('mcc')(event.target.value)}
          />
          {problem('mcc')}
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="report-statementText">
          <Form.Label>What your statement calls the merchant</Form.Label>
          <Form.Control
            type="text"
            {...control('statementText')}
            onChange={(event) => set('statementText')(event.target.value)}
          />
          {problem('statementText')}
        </Form.Group>
        <Form.Group className="col-sm-6" controlId="report-bonusCame">
          <Form.Label>Did the card’s bonus come?</Form.Label>
          <Form.Select
            {...control('bonusCame')}
            onChange={(event) => set('bonusCame')(event.target.value)}
          >
            {bonusOutcomes.map((outcome) => (
              <option key={outcome} value={outcome}>
                {bonusOutcomeWords[outcome]}
              </option>
            ))}
          </Form.Select>
          {problem('bonusCame')}
        </Form.Group>
      </div>
      <Button type="submit" className="mt-3" disabled={sending || cards.length === 0}>
        Send report
      </Button>
      {outcome && (
        <Alert variant={outcome.variant} className="mt-3" role="status">
          {outcome.text}
        </Alert>
      )}
    </Form>
  );
}
