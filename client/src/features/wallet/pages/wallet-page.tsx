import { listingKindKeys, type StoredWallet } from '@sg-finance/contract';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import Form from 'react-bootstrap/Form';
import { Link, Navigate } from 'react-router-dom';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { paths } from '../../../config/paths';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { describeApiError } from '../../../lib/api-client';
import { saveMyWallet } from '../api/wallet-api';
import { BestUseOfMyCards } from '../components/best-use-of-my-cards';
import { ClosedProductsField } from '../components/closed-products-field';
import { HeldProductsField } from '../components/held-products-field';
import { MyWelcomeOffers } from '../components/my-welcome-offers';
import { ProfileFields } from '../components/profile-fields';
import { formValuesOf, walletOf, type WalletFormValues } from '../components/wallet-form-values';
import { useCatalogue, type Catalogue } from '../../catalogue';
import { useMyWallet } from '../hooks/use-my-wallet';
import { walletSaved } from '../store/my-wallet-slice';
import { useAppDispatch } from '../../../app/hooks';
import '../wallet.css';
import { useSignedIn } from '../../auth';

const allKinds = listingKindKeys;

export const walletSavedMessage = 'Your wallet and profile are saved.';

interface WalletFormProps {
  saved: StoredWallet | null;
  catalogue: Catalogue;
  onSaved(wallet: StoredWallet): void;
}

function WalletForm({ saved, catalogue, onSaved }: WalletFormProps) {
  const [values, setValues] = useState<WalletFormValues>(() => formValuesOf(saved));
  const [outcome, setOutcome] = useState<{ error: string } | { done: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const change = (next: WalletFormValues) => {
    setValues(next);
    setOutcome(null);
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const checked = walletOf(values);
    if ('problem' in checked) {
      setOutcome({ error: checked.problem });
      return;
    }
    setSaving(true);
    try {
      const stored = await saveMyWallet(checked.wallet);
      setValues(formValuesOf(stored));
      setOutcome({ done: walletSavedMessage });
      onSaved(stored);
    } catch (error) {
      setOutcome({ error: describeApiError(error) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form noValidate onSubmit={save}>
      <HeldProductsField
        catalogue={catalogue}
        products={values.products}
        onChange={(products) => change({ ...values, products })}
      />
      <ClosedProductsField
        catalogue={catalogue}
        products={values.closedProducts}
        onChange={(closedProducts) => change({ ...values, closedProducts })}
      />
      <ProfileFields values={values} onChange={change} />
      {outcome && (
        <Alert
          variant={'error' in outcome ? 'danger' : 'success'}
          role={'error' in outcome ? 'alert' : 'status'}
        >
          {'error' in outcome ? outcome.error : outcome.done}
        </Alert>
      )}
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving…' : 'Save my wallet'}
      </Button>
    </Form>
  );
}

/** `/me`: the signed-in user's wallet and profile; anyone else is sent to sign in and come back. */
export function WalletPage() {
  const signedIn = useSignedIn();
  useDocumentTitle('My wallet');
  if (!signedIn) {
    return <Navigate to={`${paths.login}?next=${encodeURIComponent(paths.wallet)}`} replace />;
  }
  return <SignedInWalletPage />;
}

function SignedInWalletPage() {
  const dispatch = useAppDispatch();
  const wallet = useMyWallet();
  const catalogue = useCatalogue(allKinds);
  const saved = wallet.status === 'ready' ? wallet.wallet : null;
  const failed =
    (wallet.status === 'failed' && wallet.error) ||
    (catalogue.status === 'failed' && catalogue.error);
  return (
    <Container className="py-5" style={{ maxWidth: '48rem' }}>
      <h1 className="h3 mb-2">My wallet</h1>
      <p className="mb-4">
        The products you hold and what you spend, kept with your account: the calculators fill their
        forms from it, and <Link to={paths.whichCard}>Which card for this purchase?</Link> answers
        with your own cards. When the terms or offers of a product you hold change,{' '}
        <Link to={paths.alerts}>My alerts</Link> tells you; the welcome offers you applied for and
        their deadlines are in <Link to={paths.applications}>My applications</Link>. Your password,
        email address and data are in <Link to={paths.account}>Account settings</Link>.
      </p>
      {failed ? (
        <ErrorBanner message={failed} />
      ) : wallet.status === 'ready' && catalogue.status === 'ready' ? (
        <>
          {saved && <BestUseOfMyCards wallet={saved} />}
          {saved && <MyWelcomeOffers wallet={saved} catalogue={catalogue.catalogue} />}
          <WalletForm
            saved={wallet.wallet}
            catalogue={catalogue.catalogue}
            onSaved={(stored) => dispatch(walletSaved(stored))}
          />
        </>
      ) : (
        <LoadingSpinner />
      )}
    </Container>
  );
}
