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

/** The welcome fields a record states (the card terms' `welcome`, or an offer of the list). */
function statedWelcomeFields(record: unknown): WelcomeTerms {
  if (record === null || typeof record !== 'object') return {};
  const fields = record as Record<string, unknown>;
  const stated = welcomeFields.filter(
    (field) => fields[field] !== undefined && fields[field] !== null,
  );
  return Object.fromEntries(stated.map((field) => [field, fields[field]])) as WelcomeTerms;
}

const hasWelcomeTerms = (offer: Record<string, unknown>) =>
  offer.minSpend !== undefined || offer.claim !== undefined || offer.payout !== undefined;

/**
 * The welcome offer an application is for: the terms' `welcome` (minimum spend and its window,
 * claim, payout), with the description and end date of the product's first offer that states
 * terms of its own (else its first offer), whose own fields come first.
 */
function welcomeOfferOf(document: Record<string, unknown>): WelcomeTerms & { description: string } {
  const offers = Array.isArray(document.rewardOffer)
    ? (document.rewardOffer as Record<string, unknown>[])
    : [];
  const offer = offers.find(hasWelcomeTerms) ?? offers[0] ?? {};
  const terms = document.terms as Record<string, unknown> | undefined;
  return {
    description: String(offer.description ?? ''),
    ...statedWelcomeFields(terms?.welcome),
    ...statedWelcomeFields(offer),
  };
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
