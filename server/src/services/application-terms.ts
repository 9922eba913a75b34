import {
  listingKindByKey,
  singaporeDayEnd,
  type ListingKindKey,
  type WelcomeTerms,
} from '@sg-finance/contract';
import mongoose, { type Types } from 'mongoose';
import { ApiError } from '../lib/api-error.js';
import { listingModel } from '../models/listing.model.js';
import { unpackDocument } from '../models/revision-document.js';
import { RevisionModel, type RevisionEntry } from '../models/revision.model.js';

/** A product's title, slug and welcome offer as they stood on a day. */
export interface TermsOfDay {
  title: string;
  slug: string;
  offer: WelcomeTerms & { description: string };
  /** The time of the revision they were read from; null for a product with none. */
  asOf: Date | null;
}

const welcomeFields = [
  'minSpend',
  'withinDays',
  'spendWindowFrom',
  'claim',
  'payout',
  'expiresAt',
] as const;

/** The welcome offer's terms of one stored offer: the fields the tracker reads, as stored. */
function welcomeTermsOf(offer: Record<string, unknown>): WelcomeTerms & { description: string } {
  const stated = welcomeFields.filter(
    (field) => offer[field] !== undefined && offer[field] !== null,
  );
  return {
    description: String(offer.description ?? ''),
    ...(Object.fromEntries(stated.map((field) => [field, offer[field]])) as WelcomeTerms),
  };
}

/** The offer an application is for: the first that states a minimum spend, claim or payout. */
function welcomeOfferOf(document: Record<string, unknown>) {
  const offers = Array.isArray(document.rewardOffer)
    ? (document.rewardOffer as Record<string, unknown>[])
    : [];
  const withTerms = offers.find(
    (offer) =>
      offer.minSpend !== undefined || offer.claim !== undefined || offer.payout !== undefined,
  );
  return welcomeTermsOf(withTerms ?? offers[0] ?? {});
}

type Revision = Pick<RevisionEntry, 'operation' | 'document' | 'at'>;

/**
 * The product's welcome offer as it stood at the end of `day` in Singapore (or now, for today and
 * a later day): its newest revision saved by then. An application dated before the product's
 * first revision takes that first one, the oldest terms the site knows. 404 for a product that
 * does not exist now.
 */
export async function termsOfDay(
  kind: ListingKindKey,
  productId: Types.ObjectId,
  day: string,
  now = new Date(),
): Promise<TermsOfDay> {
  const current = await listingModel(listingKindByKey(kind))
    .findById(productId)
    .lean<Record<string, unknown>>();
  if (!current) throw new ApiError(404, `No ${listingKindByKey(kind).noun} has this id.`);
  const end = new Date(Math.min(singaporeDayEnd(day).getTime(), now.getTime()));
  const revision =
    (await RevisionModel.findOne({ kind, recordId: productId, at: mongoose.trusted({ $lt: end }) })
      .sort({ at: -1, number: -1 })
      .lean<Revision>()) ??
    (await RevisionModel.findOne({ kind, recordId: productId })
      .sort({ at: 1, number: 1 })
      .lean<Revision>());
  const document =
    revision && revision.operation !== 'delete' ? unpackDocument(revision.document) : current;
  return {
    title: String(document.title ?? current.title),
    slug: String(document.slug ?? current.slug),
    offer: welcomeOfferOf(document),
    asOf: revision ? revision.at : null,
  };
}
