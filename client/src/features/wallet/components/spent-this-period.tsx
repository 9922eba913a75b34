import {
  datedSpendSchema,
  spendCategories,
  statementDaySchema,
  type Listing,
  type SpendCategory,
} from '@sg-finance/contract';
import { capPeriodStart, formatSGD } from '@sg-finance/finance';
import { useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { formatDate } from '../../../lib/dates';
import { fieldErrors } from '../../../lib/field-errors';
import type { useTillLog } from '../hooks/use-till-log';
import { spendLabel } from './wallet-form-values';

type TillLogState = ReturnType<typeof useTillLog>;

interface SpentThisPeriodProps {
  cards: readonly Listing<'card'>[];
  till: TillLogState;
  /** Today in Singapore, `YYYY-MM-DD`. */
  today: string;
}

/** A card's statement day, kept as typed until it is a day of the month. */
function StatementDayField({ card, till }: { card: Listing<'card'>; till: TillLogState }) {
  const saved = till.log.statementDays[card._id];
  const [text, setText] = useState(saved === undefined ? '' : String(saved));
  const parsed = text.trim() === '' ? undefined : statementDaySchema.safeParse(Number(text));
  const error = parsed && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  return (
    <Form.Group className="mb-1" controlId={`statement-day-${card._id}`}>
      <Form.Label className="mb-1 small">Statement day of {card.title}</Form.Label>
      <Form.Control
        size="sm"
        type="text"
        inputMode="numeric"
        className="statement-day"
        value={text}
        isInvalid={error !== undefined}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const day = typed.trim() === '' ? undefined : statementDaySchema.safeParse(Number(typed));
          if (day === undefined) till.setStatementDay(card._id, undefined);
          else if (day.success) till.setStatementDay(card._id, day.data);
        }}
      />
      <Form.Control.Feedback type="invalid">Statement day {error}</Form.Control.Feedback>
    </Form.Group>
  );
}

/** The purchases noted on a card in its current cap period, each with its Remove button. */
function CardPeriod({
  card,
  till,
  today,
}: {
  card: Listing<'card'>;
  till: TillLogState;
  today: string;
}) {
  const statementMonth = card.terms?.capPeriod === 'statementMonth';
  const start = capPeriodStart(card.terms?.capPeriod, till.log.statementDays[card._id], today);
  const inPeriod = till.log.spends.filter(
    (spend) => spend.cardId === card._id && spend.day >= start && spend.day <= today,
  );
  const total = inPeriod.reduce((sum, spend) => sum + spend.amount, 0);
  return (
    <li className="mb-3" data-testid={`period-${card._id}`}>
      <strong>{card.title}</strong>
      <p className="small mb-1">
        {statementMonth
          ? till.log.statementDays[card._id] === undefined
            ? 'Counts its caps by statement month: give its statement day. Until then, '
            : 'Counts its caps by statement month: '
          : 'Counts its caps by calendar month: '}
        {formatSGD(total)} since {formatDate(start)}.
      </p>
      {statementMonth && <StatementDayField card={card} till={till} />}
      {inPeriod.length > 0 && (
        <ul className="list-unstyled small mb-0">
          {inPeriod.map((spend) => (
            <li key={spend.id} className="d-flex align-items-center gap-2">
              <span>
                {formatDate(spend.day)} · {spendLabel(spend.category)} · {formatSGD(spend.amount)}
              </span>
              <Button
                size="sm"
                variant="link"
                className="p-0"
                aria-label={`Remove ${formatSGD(spend.amount)} of ${formatDate(spend.day)} on ${card.title}`}
                onClick={() => till.removeSpend(spend.id)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** The form that notes a purchase made on a card, checked by the contract's rules. */
function NoteSpendForm({ cards, till, today }: SpentThisPeriodProps) {
  const [cardId, setCardId] = useState(cards[0]?._id ?? '');
  const [day, setDay] = useState(today);
  const [amountText, setAmountText] = useState('');
  const [category, setCategory] = useState<SpendCategory>('other');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const amount = amountText.trim() === '' ? undefined : Number(amountText.replace(/,/g, ''));
    const parsed = datedSpendSchema.safeParse({ day, amount, category });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    till.noteSpend(cardId, parsed.data);
    setErrors({});
    setAmountText('');
  };

  return (
    <Form noValidate onSubmit={submit} aria-label="Note a purchase you made">
      <div className="row g-2">
        <Form.Group className="col-12" controlId="noted-card">
          <Form.Label className="mb-1 small">Card</Form.Label>
          <Form.Select size="sm" value={cardId} onChange={(event) => setCardId(event.target.value)}>
            {cards.map((card) => (
              <option key={card._id} value={card._id}>
                {card.title}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group className="col-6" controlId="noted-day">
          <Form.Label className="mb-1 small">Date</Form.Label>
          <Form.Control
            size="sm"
            type="date"
            max={today}
            value={day}
            isInvalid={errors.day !== undefined}
            onChange={(event) => setDay(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">Date {errors.day}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-6" controlId="noted-amount">
          <Form.Label className="mb-1 small">Amount spent (S$)</Form.Label>
          <Form.Control
            size="sm"
            type="text"
            inputMode="decimal"
            value={amountText}
            isInvalid={errors.amount !== undefined}
            onChange={(event) => setAmountText(event.target.value)}
          />
          <Form.Control.Feedback type="invalid">Amount {errors.amount}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="col-12" controlId="noted-category">
          <Form.Label className="mb-1 small">Spent on</Form.Label>
          <Form.Select
            size="sm"
            value={category}
            onChange={(event) => setCategory(event.target.value as SpendCategory)}
          >
            {spendCategories.map((each) => (
              <option key={each} value={each}>
                {spendLabel(each)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </div>
      <Button type="submit" size="sm" variant="outline-primary" className="mt-2">
        Note this purchase
      </Button>
    </Form>
  );
}

/**
 * What each card has spent in its own cap period, from the purchases the user notes: kept on
 * this device only, so caps, minimum spends and spend tiers are judged with the period's spend.
 */
export function SpentThisPeriod(props: SpentThisPeriodProps) {
  return (
    <section className="mt-3" aria-labelledby="spent-this-period">
      <h2 id="spent-this-period" className="h6">
        Spent so far on your cards
      </h2>
      <ul className="list-unstyled mb-2">
        {props.cards.map((card) => (
          <CardPeriod key={card._id} card={card} till={props.till} today={props.today} />
        ))}
      </ul>
      <NoteSpendForm {...props} />
      <Form.Text>Kept on this device only; nothing of it is sent.</Form.Text>
    </section>
  );
}
