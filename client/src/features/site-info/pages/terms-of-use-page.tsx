import { infoPage } from '@sg-finance/contract';
import { Link } from 'react-router-dom';
import { InfoPageLayout } from '../components/info-page-layout';

export function TermsOfUsePage() {
  return (
    <InfoPageLayout page="terms">
      <h2 className="h4 mt-4">Information, not advice</h2>
      <p>
        The listings, the calculators and the blog are general information to help you compare. They
        are not financial advice and do not take your own circumstances into account. Before you
        apply, read the provider&rsquo;s own terms: they decide what you get, and offers change or
        end without notice to us.
      </p>
      <h2 className="h4 mt-4">The figures</h2>
      <p>
        We check terms against the providers&rsquo; pages and show when we last did (see{' '}
        <Link to={infoPage('methodology').path}>How we rank and calculate</Link>), but we cannot
        promise that every figure is current or complete. A calculator&rsquo;s answer is only as
        good as the terms and the figures it is given.
      </p>
      <h2 className="h4 mt-4">Links to providers</h2>
      <p>
        Offer links take you to the providers&rsquo; own sites, which we do not control; some of
        them pay us a referral fee (see the{' '}
        <Link to={infoPage('advertising').path}>advertising disclosure</Link>).
      </p>
      <h2 className="h4 mt-4">Accounts and suggestions</h2>
      <p className="mb-0">
        Keep your password to yourself. Suggestions you send must be true to the best of your
        knowledge; we may use, edit or decline them. We may close an account that is used to abuse
        the site.
      </p>
    </InfoPageLayout>
  );
}
