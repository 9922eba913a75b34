import type { CatalogueChange } from '@sg-finance/contract';
import { Link } from 'react-router-dom';
import { kindUis } from '../../../lib/listings/kind-uis';
import { capitalised } from '../../../lib/capitalised';

const kindOf = (change: CatalogueChange) =>
  kindUis.find((candidate) => candidate.key === change.kind);

/** The changed product's name, linked to its page (the changes list published products only). */
export function ChangedProductName({ change }: { change: CatalogueChange }) {
  const kind = kindOf(change);
  if (!kind) return <>{change.title}</>;
  return <Link to={`${kind.pageRoute}/${encodeURIComponent(change.slug)}`}>{change.title}</Link>;
}

/** 'Credit card · DBS'. */
export function kindAndProvider(change: CatalogueChange): string {
  const kind = kindOf(change);
  return [kind && capitalised(kind.noun), change.bank].filter(Boolean).join(' · ');
}
