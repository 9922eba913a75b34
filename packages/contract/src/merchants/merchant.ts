import type { SpendCategory } from '../terms/card-terms.choices.js';
import type { MerchantEvidence } from './merchant-evidence.js';

/** The longest merchant search `GET /api/merchants?q=` takes. */
export const MERCHANT_QUERY_MAX_LENGTH = 100;
/** The most merchants one search answers. */
export const MERCHANT_SEARCH_LIMIT = 10;
export const MERCHANT_MAX_ALIASES = 20;

/** A shop, biller or service and the spend category its charges usually fall in. */
export interface Merchant {
  _id: string;
  name: string;
  /** Its page's address: `/merchants/<slug>`, from its name. */
  slug: string;
  /** Other names people type for it ('FairPrice', 'NTUC'). */
  aliases: string[];
  category: SpendCategory;
  /** What some cards do differently with it ('Many cards exclude top-ups from rewards'). */
  excludedNote: string;
  /** What the approved reports say of its merchant category code. */
  evidence: MerchantEvidence;
  createdAt: string;
  updatedAt: string;
}
