import type { BaseListingSort } from '@sg-finance/contract';

/**
 * The order of every catalogue list: highest priority first, then newest. The id breaks ties, so
 * the order is total and pages never share or skip an item. Indexes end with these keys so a
 * database can walk them instead of sorting.
 */
export const catalogueOrder = { priority: -1, createdAt: -1, _id: -1 } as const;

/** The orders a visitor can ask a list for; each ends with the id, so each is total. */
export const listOrders = {
  recommended: catalogueOrder,
  newest: { createdAt: -1, _id: -1 },
  /** A-Z whatever the case: `titleKey` is the lower-cased title (see the searchable plugin). */
  title: { titleKey: 1, _id: 1 },
} as const satisfies Record<BaseListingSort, Record<string, 1 | -1>>;

/** The size fields of a record's image, so pages can reserve its space before it loads. */
export const imageSizeFields = {
  imageWidth: { type: Number, min: 1 },
  imageHeight: { type: Number, min: 1 },
} as const;
