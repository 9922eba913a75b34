import {
  commercialTieLabels,
  listingDetailPath,
  type CommercialPartner,
} from '@sg-finance/contract';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { kindUiByKey } from '../../../lib/listings/kind-uis';
import { loadPartners, selectPartnersState } from '../store/partners-slice';

function PartnerName({ partner }: { partner: CommercialPartner }) {
  if (partner.kind === 'provider' || !partner.slug) return <>{partner.name}</>;
  const kind = kindUiByKey(partner.kind);
  return (
    <>
      <Link to={listingDetailPath(kind, { slug: partner.slug, _id: partner.slug })}>
        {partner.name}
      </Link>{' '}
      ({kind.headingNoun} of {partner.provider})
    </>
  );
}

/** Every provider and product that pays the site, with what for and its disclosure. */
export function PartnerList() {
  const dispatch = useAppDispatch();
  const { status, partners, error } = useAppSelector(selectPartnersState);
  useEffect(() => {
    void dispatch(loadPartners());
  }, [dispatch]);

  if (error) return <ErrorBanner message={error} />;
  if (status !== 'ready') return <LoadingSpinner />;
  if (partners.length === 0) {
    return <p>No provider or product pays us at the moment.</p>;
  }
  return (
    <ul className="partner-list">
      {partners.map((partner) => (
        <li key={`${partner.kind}-${partner.slug ?? partner.name}`}>
          <PartnerName partner={partner} />: {commercialTieLabels[partner.tie.kind]}.{' '}
          {partner.tie.disclosure}
        </li>
      ))}
    </ul>
  );
}
