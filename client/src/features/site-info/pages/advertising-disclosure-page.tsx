import { infoPage } from '@sg-finance/contract';
import { Link } from 'react-router-dom';
import { clientConfig } from '../../../config/env';
import { InfoPageLayout } from '../components/info-page-layout';

export function AdvertisingDisclosurePage() {
  const email = clientConfig.advertisingEmail;
  return (
    <InfoPageLayout page="advertising">
      <h2 className="h4 mt-4">How we are paid</h2>
      <p>
        Some of the &lsquo;Apply now&rsquo; and offer links on this site are referral links: when
        you open an account or a policy through one, the provider may pay us a fee. These links are
        marked as sponsored for search engines, open the provider&rsquo;s page in a new tab, and
        cost you nothing: you pay the same as you would going to the provider yourself.
      </p>
      <h2 className="h4 mt-4">What payment never changes</h2>
      <ul>
        <li>
          The calculators rank products only by the terms and the figures you enter (see{' '}
          <Link to={infoPage('methodology').path}>How we rank and calculate</Link>).
        </li>
        <li>A referral fee does not change the order of our lists.</li>
        <li>We list products whether or not their provider pays us.</li>
      </ul>
      <h2 className="h4 mt-4">Advertising with us</h2>
      <p className="mb-0">
        For advertising, contact us at <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </InfoPageLayout>
  );
}
