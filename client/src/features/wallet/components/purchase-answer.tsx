import type { Listing, SpendCategory } from '@sg-finance/contract';
import type { PurchaseChoice } from '@sg-finance/finance';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { capText, conversionText, earnText } from './purchase-answer-text';

interface PurchaseAnswerProps {
  choices: readonly PurchaseChoice<Listing<'card'>>[];
  category: SpendCategory;
}

/** Why each card pays nothing, one line a card. */
function NothingEarned({ choices, category }: PurchaseAnswerProps) {
  return (
    <section aria-labelledby="which-card-answer" aria-live="polite">
      <Alert variant="warning">
        <h2 id="which-card-answer" className="h5">
          No card of yours earns anything on this purchase
        </h2>
        <ul className="mb-0" data-testid="nothing-earned">
          {choices.map((choice) => (
            <li key={choice.item._id}>
              {choice.item.title}: {capText(choice.terms, choice, category)}
            </li>
          ))}
        </ul>
      </Alert>
    </section>
  );
}

/** The card to use for the purchase, what it earns and its caps left; the other cards below. */
export function PurchaseAnswer({ choices, category }: PurchaseAnswerProps) {
  const [best, ...others] = choices;
  if (!best) return null;
  if (choices.every((choice) => choice.earnedUnits === 0)) {
    return <NothingEarned choices={choices} category={category} />;
  }
  const conversion = conversionText(best.terms);
  return (
    <section aria-labelledby="which-card-answer" aria-live="polite">
      <Card className="mb-3 border-success">
        <Card.Body>
          <h2 id="which-card-answer" className="h5">
            Use {best.item.title}
          </h2>
          <p className="mb-1">
            It earns <strong data-testid="best-earn">{earnText(best.terms, best)}</strong> on this
            purchase.
          </p>
          <p className="mb-0" data-testid="best-cap">
            {capText(best.terms, best, category)}
          </p>
          {conversion && (
            <p className="mb-0 mt-1 small text-body-secondary" data-testid="best-conversion">
              {conversion}
            </p>
          )}
        </Card.Body>
      </Card>
      {others.length > 0 && (
        <Table size="sm" responsive>
          <caption className="caption-top">Your other cards</caption>
          <thead>
            <tr>
              <th scope="col">Card</th>
              <th scope="col">Earns</th>
              <th scope="col">Caps and conditions</th>
            </tr>
          </thead>
          <tbody>
            {others.map((choice) => (
              <tr key={choice.item._id}>
                <th scope="row" className="fw-normal">
                  {choice.item.title}
                </th>
                <td className="text-nowrap">{earnText(choice.terms, choice)}</td>
                <td>{capText(choice.terms, choice, category)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
