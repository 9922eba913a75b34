import type { CatalogueChange } from '@sg-finance/contract';
import { Link } from 'react-router-dom';
import { kindUis } from '../../../lib/listings/kind-uis';
import { ChangeLine } from './change-line';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One change of `/changes`: the product (listed now, so linked), its kind and bank, what changed. */
export function ChangeItem({ change }: { change: CatalogueChange }) {
  const kind = kindUis.find((candidate) => candidate.key === change.kind);
  return (
    <li className="change-item border-bottom py-3">
      <h2 className="h6 mb-1">
        {kind ? (
          <Link to={`${kind.pageRoute}/${encodeURIComponent(change.slug)}`}>{change.title}</Link>
        ) : (
          change.title
        )}
      </h2>
      <p className="small text-body-secondary mb-1">
        {[kind && capitalized(kind.noun), change.bank].filter(Boolean).join(' · ')}
      </p>
      <p className="mb-0">
        <ChangeLine change={change} />
      </p>
    </li>
  );
}
