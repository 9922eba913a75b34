import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { InfoPageLayout } from '../components/info-page-layout';

export function PrivacyPage() {
  return (
    <InfoPageLayout page="privacy">
      <p>
        You can compare products, use the calculators and read the blog without an account and
        without telling us anything about yourself.
      </p>
      <h2 className="h4 mt-4">If you sign up</h2>
      <p>
        We keep your name, your email address and a one-way hash of your password (never the
        password itself), to let you sign in. Signing in gives your browser a session token, kept in
        its local storage until you log out or the session ends; it holds only your account&rsquo;s
        identifier. Whatever else you save to your account is kept with it: your wallet, the
        products you watch, and the alerts about them (what changed, when, and whether you read it).
        All of it stays until you delete your account.
      </p>
      <h2 className="h4 mt-4">Merchant codes you report</h2>
      <p>
        A report of what your statement showed at a merchant (the card, the day, how you paid, the
        code, whether the bonus came) is kept with your account. Once an administrator approves it,
        it is shown on the merchant&rsquo;s page and published as open data without your name or
        anything else that says who sent it. Deleting your account deletes your reports.
      </p>
      <h2 className="h4 mt-4">Which card, offline</h2>
      <p>
        &lsquo;Which card for this purchase?&rsquo; keeps a copy of the page, your wallet, the
        cards&rsquo; terms and the merchants in your browser, so it answers without the network. The
        purchases you note there stay on your device and are never sent to us. The copy of your
        wallet is deleted from the browser when you log out or someone else signs in on it.
      </p>
      <h2 className="h4 mt-4">Confirming your email address</h2>
      <p>
        When you sign up or change your email address, we mail the address a link to confirm it, and
        keep a one-way hash of the link for a day. Until you open it, we send that address nothing
        but the confirmation and password reset links: no alerts and no other notices.
      </p>
      <h2 className="h4 mt-4">If you forget your password</h2>
      <p>
        When you ask for a reset link, we keep a one-way hash of the link and the time it stops
        working, one hour later; it is deleted once used, once a newer link of yours is used, or at
        the next request after it has expired. To stop anyone filling an inbox with these messages,
        requests are counted per email address and per network address for an hour, whether or not
        the address has an account.
      </p>
      <h2 className="h4 mt-4">Mail we send</h2>
      <p>
        We email you only when you ask: a confirmation or password reset link, or the alerts you set
        up. When the site&rsquo;s operator has configured a mail server, messages go through it.
        Without one, each message is written into an outbox folder on our server instead of being
        sent, and the site&rsquo;s administrators can read that outbox, reset links included. The
        messages are deleted after a retention period the operator sets (30 days unless changed),
        and the messages to your address at once when you delete your account.
      </p>
      <h2 className="h4 mt-4">Your rights</h2>
      <p>
        Singapore&rsquo;s Personal Data Protection Act (PDPA) gives you these rights, and the{' '}
        <Link to={paths.account}>Account settings</Link> page puts them in your hands once you are
        signed in:
      </p>
      <ul>
        <li>
          <strong>Access</strong>: &lsquo;Download my data&rsquo; gives you everything we store
          about you as one JSON file.
        </li>
        <li>
          <strong>Correction</strong>: change your email address or your password there at any time.
        </li>
        <li>
          <strong>Withdrawal of consent and deletion</strong>: &lsquo;Delete my account&rsquo;
          erases your account and everything stored with it at once. Backups the operator has taken
          keep a copy until they are replaced.
        </li>
      </ul>
      <h2 className="h4 mt-4">If you are an administrator</h2>
      <p>
        Every change an administrator saves to the catalogue or the blog is kept as a revision with
        the administrator&rsquo;s account identifier and name, so that the other administrators can
        see who changed a product&rsquo;s terms, and when. These revisions are the audit trail of
        the catalogue: they stay when the administrator&rsquo;s account is deleted, since removing
        the name would leave changes to published figures unaccounted for.
      </p>
      <h2 className="h4 mt-4">If you suggest a reward</h2>
      <p>
        We keep the product, provider, reward and link you send, and your email address if you give
        one, so that our editors can check the offer and reply. They keep it until they delete it
        from their inbox, once it is dealt with.
      </p>
      <h2 className="h4 mt-4">In your browser only</h2>
      <p>
        The products you pick to compare are kept in your browser&rsquo;s local storage and never
        sent to us.
      </p>
      <h2 className="h4 mt-4">Analytics</h2>
      <p>
        Only when the site&rsquo;s operator has configured Google Analytics, the site reports the
        pages you view and the offers you click &lsquo;Apply&rsquo; on, to learn which are useful;
        Google then sets its own cookies. Without that configuration, no analytics script is loaded
        and nothing is sent.
      </p>
      <h2 className="h4 mt-4">Our server&rsquo;s logs</h2>
      <p className="mb-0">
        Our server logs each request (its address on the site, its answer and how long it took) to
        keep the site running. Passwords, tokens and email addresses are removed from those logs.
        Sign-in and sign-up attempts are counted per network address for a short while, to slow down
        password guessing.
      </p>
    </InfoPageLayout>
  );
}
