import type { CatalogueChange } from '@sg-finance/contract';

/**
 * True for a save a visitor can see: a creation, a delete, a restore, or an update that changed a
 * field they read. An update of bookkeeping alone (the priority, a re-saved image) is not one.
 */
export function isVisibleChange(change: CatalogueChange): boolean {
  return change.operation !== 'update' || change.changes.length > 0;
}

/** True once a listing has been changed after its creation. */
export function hasChangedSinceListed(changes: readonly CatalogueChange[]): boolean {
  return changes.some((change) => change.operation !== 'create' && isVisibleChange(change));
}
