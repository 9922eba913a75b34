import {
  DEFAULT_MILE_VALUE_CENTS,
  spendCategories,
  type Listing,
  type Merchant,
  type SpendCategory,
  type StoredWallet,
} from '@sg-finance/contract';
import { rankCardsForPurchase } from '@sg-finance/finance';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { Link, Navigate } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { MerchantPicker } from '../components/merchant-picker';
import { PurchaseAnswer } from '../components/purchase-answer';
import { spendLabel } from '../components/wallet-form-values';
import { useCatalogue } from '../../catalogue';
import { useMyWallet } from '../hooks/use-my-wallet';
import { useSignedIn } from '../../auth';

const cardsOnly = ['card'] as const;

/** A typed S$ amount: a number of at least 0, or undefined. */
function amountOf(text: string): number | undefined {
  if (text.trim() === '') return undefined;
  const value = Number(text.replace(/,/g, ''));
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

function MoneyInput(props: {
  id: string;
  label: string;
  value: string;
  onChange(text: string): void;
}) {
  const invalid = props.value.trim() !== '' && amountOf(props.value) === undefined;
  return (
    <Form.Group className="mb-2" controlId={props.id}>
      <Form.Label className="mb-1">{props.label}</Form.Label>
      <InputGroup size="sm" hasValidation>
        <InputGroup.Text>S$</InputGroup.Text>
        <Form.Control
          type="text"
          inputMode="decimal"
          value={props.value}
          isInvalid={invalid}
          onChange={(event) => props.onChange(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">
          Must be an amount of S$0 or more
        </Form.Control.Feedback>
      </InputGroup>
    </Form.Group>
  );
}

/** The cards of the wallet that the catalogue still lists with terms. */
function heldCards(wallet: StoredWallet | null, cards: readonly Listing<'card'>[]) {
  const held = new Set(
    (wallet?.products ?? [])
      .filter((product) => product.kind === 'card')
      .map((product) => product.id),
  );
  return cards.filter((card) => held.has(card._id) && card.terms !== undefined);
}

function PurchaseForm({ cards }: { cards: readonly Listing<'card'>[] }) {
  const [merchant, setMerchant] = useState<Merchant | null>(null);
  const [pickedCategory, setPickedCategory] = useState<SpendCategory>('other');
  const [amountText, setAmountText] = useState('');
  const [spentText, setSpentText] = useState<Readonly<Record<string, string>>>({});
  const category = merchant?.category ?? pickedCategory;
  const amount = amountOf(amountText);

  const choices =
    amount !== undefined && amount > 0
      ? rankCardsForPurchase(
          cards.map((card) => {
            const spentSoFar = new Float64Array(spendCategories.length);
            spentSoFar[spendCategories.indexOf(category)] =
              amountOf(spentText[card._id] ?? '') ?? 0;
            return { item: card, terms: card.terms!, spentSoFar };
          }),
          category,
          amount,
          { mileValueCents: DEFAULT_MILE_VALUE_CENTS },
        )
      : [];

  return (
    <div className="row g-4">
      <div className="col-md-5">
        <MerchantPicker picked={merchant} onPick={setMerchant} />
        {merchant ? (
          <p className="small" data-testid="merchant-category">
            {merchant.name} is usually <strong>{spendLabel(merchant.category)}</strong>.
            {merchant.excludedNote && ` ${merchant.excludedNote}`}{' '}
            <Link to={paths.suggestRewards}>Suggest a correction</Link>
          </p>
        ) : (
          <Form.Group className="mb-3" controlId="purchase-category">
            <Form.Label className="mb-1">Or a category</Form.Label>
            <Form.Select
              size="sm"
              value={pickedCategory}
              onChange={(event) => setPickedCategory(event.target.value as SpendCategory)}
            >
              {spendCategories.map((each) => (
                <option key={each} value={each}>
                  {spendLabel(each)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        )}
        <MoneyInput
          id="purchase-amount"
          label="Amount"
          value={amountText}
          onChange={setAmountText}
        />
        <fieldset className="mt-3">
          <legend className="h6">Spent so far this month, in this purchase&apos;s category</legend>
          {cards.map((card) => (
            <MoneyInput
              key={card._id}
              id={`spent-${card._id}`}
              label={`On ${card.title}`}
              value={spentText[card._id] ?? ''}
              onChange={(text) => setSpentText((current) => ({ ...current, [card._id]: text }))}
            />
          ))}
          <Form.Text>It counts against the same caps as this purchase.</Form.Text>
        </fieldset>
      </div>
      <div className="col-md-7">
        {choices.length > 0 ? (
          <PurchaseAnswer choices={choices} category={category} />
        ) : (
          <p className="text-body-secondary">
            Type a merchant or choose a category, and the amount: the answer shows here.
          </p>
        )}
      </div>
    </div>
  );
}

/** `/which-card`: which of my cards pays most for this purchase, with my caps this month. */
export function WhichCardPage() {
  const signedIn = useSignedIn();
  useDocumentTitle('Which card for this purchase?');
  if (!signedIn) {
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(paths.whichCard)}`} replace />;
  }
  return <SignedInWhichCardPage />;
}

function SignedInWhichCardPage() {
  const wallet = useMyWallet();
  const catalogue = useCatalogue(cardsOnly);
  const failed =
    (wallet.status === 'failed' && wallet.error) ||
    (catalogue.status === 'failed' && catalogue.error);
  const cards =
    wallet.status === 'ready' && catalogue.status === 'ready'
      ? heldCards(wallet.wallet, catalogue.catalogue.card)
      : undefined;
  return (
    <Container className="py-5">
      <h1 className="h3 mb-2">Which card for this purchase?</h1>
      <p className="mb-4">
        The card of your wallet that pays most for it, with the caps you have left this month.
        Figures of miles and points at {DEFAULT_MILE_VALUE_CENTS} cents a mile.
      </p>
      {failed ? (
        <ErrorBanner message={failed} />
      ) : !cards ? (
        <LoadingSpinner />
      ) : cards.length === 0 ? (
        <Alert variant="info">
          Your wallet holds no credit card yet. <Link to={paths.wallet}>Add your cards</Link>.
        </Alert>
      ) : (
        <PurchaseForm cards={cards} />
      )}
    </Container>
  );
}
