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
        identifier.
      </p>
      <h2 className="h4 mt-4">If you suggest a reward</h2>
      <p>
        We keep the product, bank, reward and link you send, and your email address if you give one,
        so that our editors can check the offer and reply. They keep it until they delete it from
        their inbox, once it is dealt with.
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
