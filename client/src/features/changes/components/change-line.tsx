import type { CatalogueChange } from '@sg-finance/contract';
import { formatDate } from '../../../lib/dates';

/** 'Welcome gift raised from S$200 to S$350 on 03/Nov/2026'. */
export function ChangeLine({ change }: { change: CatalogueChange }) {
  return (
    <>
      {change.summary} on <time dateTime={change.at}>{formatDate(change.at)}</time>
    </>
  );
}
