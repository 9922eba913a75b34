import type { SpendCategory } from '../terms/card-terms.choices.js';

/** The longest merchant search `GET /api/merchants?q=` takes. */
export const MERCHANT_QUERY_MAX_LENGTH = 100;
/** The most merchants one search answers. */
export const MERCHANT_SEARCH_LIMIT = 10;
export const MERCHANT_MAX_ALIASES = 20;

/** A shop, biller or service and the spend category its charges usually fall in. */
export interface Merchant {
  _id: string;
  name: string;
  /** Other names people type for it ('FairPrice', 'NTUC'). */
  aliases: string[];
  category: SpendCategory;
  /** What some cards do differently with it ('Many cards exclude top-ups from rewards'). */
  excludedNote: string;
  createdAt: string;
  updatedAt: string;
}
