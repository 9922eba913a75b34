import type { FieldChange } from '../changes/describe-changes.js';
import type { ListingKindKey } from '../listing.js';
import type { SecurityWatchKey } from './security-watches.js';

/** The signed-in user's alerts page, which alert mails link to. */
export const alertsPagePath = '/me/alerts';

/** The most products one user watches. */
export const MAX_WATCHES = 100;

/** A watched offer's end is announced this many days ahead. */
export const OFFER_ENDING_DAYS = 7;

/** A product the user watches, as `GET /api/me/watches` answers it. */
export interface Watch {
  kind: ListingKindKey;
  id: string;
  /** The product's title and slug now (its page is `${pageRoute}/${slug}`). */
  title: string;
  slug: string;
  /** When the user started watching it (ISO time). */
  since: string;
}

/**
 * Why an alert was raised: a save changed the product, one of its offers ends soon, or a
 * deadline of the user's application for it is near (see the applications tracker); or, of a
 * watched security, the next T-bill auction is announced, its cut-off yield is out, or a Savings
 * Bond application window is announced.
 */
export const alertReasons = [
  'changed',
  'offer-ending',
  'reminder',
  'next-auction',
  'auction-result',
  'application-window',
] as const;
export type AlertReason = (typeof alertReasons)[number];

/** One alert of `GET /api/me/alerts`, newest first. */
export interface Alert {
  id: string;
  reason: AlertReason;
  /** The product; or the T-bill auction or Savings Bond issue, `kind` naming the watch. */
  product: { kind: ListingKindKey | SecurityWatchKey; id: string; title: string; slug: string };
  summary: string;
  /** The fields the save changed; empty for an offer that ends soon. */
  changes: FieldChange[];
  /** When the save happened, or when the end of the offer was noticed (ISO time). */
  at: string;
  read: boolean;
}

export interface AlertsAnswer {
  data: Alert[];
  unread: number;
}
