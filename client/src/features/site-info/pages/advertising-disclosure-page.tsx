import { infoPage } from '@sg-finance/contract';
import { Link } from 'react-router-dom';
import { clientConfig } from '../../../config/env';
import { InfoPageLayout } from '../components/info-page-layout';
import { PartnerList } from '../components/partner-list';

export function AdvertisingDisclosurePage() {
  const email = clientConfig.advertisingEmail;
  return (
    <InfoPageLayout page="advertising">
      <h2 className="h4 mt-4">How we are paid</h2>
      <p>
        Some of the &lsquo;Apply now&rsquo; and offer links on this site are referral links or paid
        placements: when you open an account or a policy through one, the provider may pay us a fee.
        These links are marked as sponsored for search engines, carry their disclosure beside them,
        open the provider&rsquo;s page in a new tab, and cost you nothing: you pay the same as you
        would going to the provider yourself.
      </p>
      <h2 className="h4 mt-4">Who pays us</h2>
      <p>
        Each provider or product below has a commercial tie with us, as our team records it; its
        links say so beside them.
      </p>
      <PartnerList />
      <h2 className="h4 mt-4">What payment never changes</h2>
      <ul>
        <li>
          The calculators rank products only by the terms and the figures you enter (see{' '}
          <Link to={infoPage('methodology').path}>How we rank and calculate</Link>).
        </li>
        <li>
          No order of our lists, no &ldquo;Best&rdquo; mark of a comparison and no calculator result
          reads a commercial tie: a test of the site turns every tie on and off and checks that each
          stays the same.
        </li>
        <li>We list products whether or not their provider pays us.</li>
      </ul>
      <h2 className="h4 mt-4">Advertising with us</h2>
      <p className="mb-0">
        For advertising, contact us at <a href={`mailto:${email}`}>{email}</a>.
      </p>
    </InfoPageLayout>
  );
}
