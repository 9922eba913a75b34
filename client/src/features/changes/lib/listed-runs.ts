import type { CatalogueChange } from '@sg-finance/contract';
import { formatDate } from '../../../lib/dates';

/** A line of `/changes`: one change, or products added one after another on one day. */
export type ChangesLine =
  | { type: 'change'; change: CatalogueChange }
  | { type: 'listed'; at: string; listings: CatalogueChange[] };

const isAddition = (change: CatalogueChange) => change.operation === 'create';

/** Both are additions to the catalogue on the same day in Singapore. */
const listedTogether = (first: CatalogueChange, next: CatalogueChange) =>
  isAddition(first) && isAddition(next) && formatDate(first.at) === formatDate(next.at);

/**
 * The changes as lines, in their order: consecutive additions to the catalogue on the same day in
 * Singapore become one line ('73 products listed on 28/Nov/2026'), so a fresh catalogue is told
 * once rather than product by product. An addition alone on its day stays a change of its own.
 */
export function changesLines(changes: readonly CatalogueChange[]): ChangesLine[] {
  const runs: CatalogueChange[][] = [];
  for (const change of changes) {
    const run = runs.at(-1);
    if (run && listedTogether(run[0]!, change)) run.push(change);
    else runs.push([change]);
  }
  return runs.map(([first, ...rest]) =>
    rest.length === 0
      ? { type: 'change', change: first! }
      : { type: 'listed', at: first!.at, listings: [first!, ...rest] },
  );
}
