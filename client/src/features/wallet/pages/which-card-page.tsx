import {
  DEFAULT_MILE_VALUE_CENTS,
  mccSchema,
  paymentChannels,
  paymentChannelWords,
  purchaseCurrencies,
  purchaseCurrencyWords,
  singaporeDay,
  spendCategories,
  type Listing,
  type Merchant,
  type PaymentChannel,
  type PurchaseCurrency,
  type SpendCategory,
  type StoredWallet,
} from '@sg-finance/contract';
import {
  capPeriodStart,
  purchaseMatchRules,
  rankCardsForPurchase,
  spentThisPeriod,
  type Purchase,
} from '@sg-finance/finance';
import { useEffect, useState } from 'react';
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
import { keepWhichCardOffline } from '../offline/keep-offline';
import { OfflineCopyLine } from '../offline/offline-copy-line';
import { PurchaseAnswer } from '../components/purchase-answer';
import { SpentThisPeriod } from '../components/spent-this-period';
import { spendLabel } from '../components/wallet-form-values';
import { useCatalogue } from '../../catalogue';
import { MerchantEvidenceLine } from '../../merchants';
import { useMyWallet } from '../hooks/use-my-wallet';
import { useTillLog } from '../hooks/use-till-log';
import { useSignedIn, useSignedInUserId } from '../../auth';
import { capitalised } from '../../../lib/capitalised';

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

/** How the purchase is paid and coded: the questions the card terms turn on. */
function PaymentFields(props: {
  channel: PaymentChannel;
  currency: PurchaseCurrency;
  mccText: string;
  mccError: string | undefined;
  onChannel(channel: PaymentChannel): void;
  onCurrency(currency: PurchaseCurrency): void;
  onMcc(text: string): void;
}) {
  return (
    <>
      <Form.Group className="mb-2" controlId="purchase-channel">
        <Form.Label className="mb-1">How you pay</Form.Label>
        <Form.Select
          size="sm"
          value={props.channel}
          onChange={(event) => props.onChannel(event.target.value as PaymentChannel)}
        >
          {paymentChannels.map((channel) => (
            <option key={channel} value={channel}>
              {capitalised(paymentChannelWords[channel])}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-2" controlId="purchase-currency">
        <Form.Label className="mb-1">Currency</Form.Label>
        <Form.Select
          size="sm"
          value={props.currency}
          onChange={(event) => props.onCurrency(event.target.value as PurchaseCurrency)}
        >
          {purchaseCurrencies.map((currency) => (
            <option key={currency} value={currency}>
              {capitalised(purchaseCurrencyWords[currency])}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-2" controlId="purchase-mcc">
        <Form.Label className="mb-1">Merchant category code (MCC), if you know it</Form.Label>
        <Form.Control
          size="sm"
          type="text"
          inputMode="numeric"
          value={props.mccText}
          isInvalid={props.mccError !== undefined}
          onChange={(event) => props.onMcc(event.target.value)}
        />
        <Form.Control.Feedback type="invalid">MCC {props.mccError}</Form.Control.Feedback>
      </Form.Group>
    </>
  );
}

/** The merchant's leading code when the approved reports make it likely or sure. */
function codeTheReportsName(merchant: Merchant): string | undefined {
  const { sureness, codes } = merchant.evidence;
  return sureness === 'likely' || sureness === 'sure' ? codes[0]?.mcc : undefined;
}

interface PurchaseFormProps {
  cards: readonly Listing<'card'>[];
  userId: string;
  mileValueCents: number;
}

function PurchaseForm({ cards, userId, mileValueCents }: PurchaseFormProps) {
  const [merchant, setMerchant] = useState<Merchant | null>(null);
  const [pickedCategory, setPickedCategory] = useState<SpendCategory>('other');
  const [amountText, setAmountText] = useState('');
  const [channel, setChannel] = useState<PaymentChannel>('inStore');
  const [currency, setCurrency] = useState<PurchaseCurrency>('SGD');
  const [mccText, setMccText] = useState('');
  const till = useTillLog(userId);
  const today = singaporeDay(new Date());
  const category = merchant?.category ?? pickedCategory;
  const amount = amountOf(amountText);
  const mcc = mccText.trim() === '' ? undefined : mccSchema.safeParse(mccText.trim());
  const mccError = mcc && !mcc.success ? mcc.error.issues[0]?.message : undefined;
  // Without a typed code, the code the approved reports make likely or sure for the merchant.
  const reported = merchant && codeTheReportsName(merchant);
  const assumedMcc = mcc?.success ? mcc.data : reported;
  const purchase: Purchase = {
    category,
    channel,
    currency,
    ...(assumedMcc && { mcc: assumedMcc }),
  };

  const choices =
    amount !== undefined && amount > 0 && mccError === undefined
      ? rankCardsForPurchase(
          cards.map((card) => {
            const terms = card.terms!;
            const start = capPeriodStart(terms.capPeriod, till.log.statementDays[card._id], today);
            const made = till.log.spends.filter((spend) => spend.cardId === card._id);
            return {
              item: card,
              terms,
              spent: spentThisPeriod(terms, purchase, made, start, today),
            };
          }),
          purchase,
          amount,
          { mileValueCents },
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
            <br />
            <MerchantEvidenceLine evidence={merchant.evidence} />{' '}
            <Link to={paths.merchant(merchant.slug)}>Its reports, or report yours</Link>
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
        <PaymentFields
          channel={channel}
          currency={currency}
          mccText={mccText}
          mccError={mccError}
          onChannel={setChannel}
          onCurrency={setCurrency}
          onMcc={setMccText}
        />
      </div>
      <div className="col-md-7">
        {choices.length > 0 ? (
          <>
            {purchase.mcc && (
              <p className="small" data-testid="assumed-code">
                Judged as MCC {purchase.mcc}
                {purchase.mcc === reported && !mcc?.success && ', the code the reports name'}, paid{' '}
                {paymentChannelWords[channel]}, in {purchaseCurrencyWords[currency]}.
              </p>
            )}
            <PurchaseAnswer choices={choices} category={category} />
          </>
        ) : (
          <p className="text-body-secondary">
            Type a merchant or choose a category, and the amount: the answer shows here.
          </p>
        )}
        <SpentThisPeriod cards={cards} till={till} today={today} />
        <details className="mt-4 small">
          <summary>How we calculate</summary>
          <ul className="mt-2">
            {purchaseMatchRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </details>
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
  useEffect(() => {
    void keepWhichCardOffline();
  }, []);
  const userId = useSignedInUserId();
  const wallet = useMyWallet();
  const catalogue = useCatalogue(cardsOnly);
  const failed =
    (wallet.status === 'failed' && wallet.error) ||
    (catalogue.status === 'failed' && catalogue.error);
  const cards =
    wallet.status === 'ready' && catalogue.status === 'ready'
      ? heldCards(wallet.wallet, catalogue.catalogue.card)
      : undefined;
  const mileValueCents =
    (wallet.status === 'ready' && wallet.wallet?.mileValueCents) || DEFAULT_MILE_VALUE_CENTS;
  return (
    <Container className="py-5">
      <h1 className="h3 mb-2">Which card for this purchase?</h1>
      <OfflineCopyLine />
      <p className="mb-4">
        The card of your wallet that pays most for it, with the caps each card has left in its own
        month. Figures of miles and points at {mileValueCents} cents a mile
        {mileValueCents === DEFAULT_MILE_VALUE_CENTS ? '' : ', your own value'}.
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
        <PurchaseForm cards={cards} userId={userId ?? ''} mileValueCents={mileValueCents} />
      )}
    </Container>
  );
}
