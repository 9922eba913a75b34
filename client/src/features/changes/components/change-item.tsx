import type { CatalogueChange } from '@sg-finance/contract';
import { ChangedProductName, kindAndProvider } from './changed-product';
import { ChangeLine } from './change-line';

/** One change of `/changes`: the product (listed now, so linked), its kind and provider, what changed. */
export function ChangeItem({ change }: { change: CatalogueChange }) {
  return (
    <li className="change-item border-bottom py-3">
      <h2 className="h6 mb-1">
        <ChangedProductName change={change} />
      </h2>
      <p className="small text-body-secondary mb-1">{kindAndProvider(change)}</p>
      <p className="mb-0">
        <ChangeLine change={change} />
      </p>
    </li>
  );
}
