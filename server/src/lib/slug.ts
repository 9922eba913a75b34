// The contract defines slugs, so the admin forms fill and check them as the server does.
import { isObjectIdText } from '@sg-finance/contract';

export { isObjectIdText, objectIdText, slugify } from '@sg-finance/contract';

/** The query of a record named by its id, or by its slug whatever its case. */
export function bySlugOrId(slugOrId: string): { _id: string } | { slug: string } {
  return isObjectIdText(slugOrId) ? { _id: slugOrId } : { slug: slugOrId.toLowerCase() };
}
