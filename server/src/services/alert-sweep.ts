import { createHash } from 'node:crypto';
import {
  describeChanges,
  listingKindByKey,
  listingKinds,
  OFFER_ENDING_DAYS,
  singaporeDay,
  type ListingKindKey,
  type RewardOffer,
} from '@sg-finance/contract';
import mongoose, { Types } from 'mongoose';
import type { Mailer } from '../mail/index.js';
import { AlertMarkModel, AlertModel, type AlertRecord } from '../models/alert.model.js';
import { listingModel } from '../models/listing.model.js';
import { unpackDocument } from '../models/revision-document.js';
import { RevisionModel, type RevisionEntry } from '../models/revision.model.js';
import { SweptRevisionModel } from '../models/swept-revision.model.js';
import { UserModel } from '../models/user.model.js';
import { WatchModel, type WatchRecord } from '../models/watch.model.js';
import { alertMail } from './alert-mail.js';
import { ALERT_MARK_ID, raise } from './alert-raise.js';
import { holdersOf } from './held-products.js';
import { alertsOfChangedSecurities } from './security-alerts.js';

/**
 * Revisions are looked for again this far behind the mark: a save's revision carries the time of
 * its record write, and one written late (a slow save, or start-up repair after a crash) may be
 * older than a revision already swept. Those already swept are skipped (`SweptRevisionModel`),
 * and raising an alert twice would change nothing anyway (a unique key per user).
 */
export const REVISION_LOOKBACK_MS = 2 * 60 * 1000;
/** The watched offers' end dates are checked at most this often. */
export const OFFER_CHECK_INTERVAL_MS = 60 * 60 * 1000;

const listingKeys = listingKinds.map((kind) => kind.key);

type RevisionDocument = RevisionEntry & { _id: Types.ObjectId };

export interface MailSettings {
  mailer: Mailer;
  siteUrl: string;
}

/** The users concerned by a save at `at`: those who watched the product by then, and holders. */
async function concernedUsers(kind: ListingKindKey, productId: Types.ObjectId, at: Date) {
  const [watches, holders] = await Promise.all([
    WatchModel.find({ kind, productId, createdAt: mongoose.trusted({ $lte: at }) })
      .select('userId')
      .lean(),
    holdersOf(kind, productId),
  ]);
  return new Set([...watches.map((watch) => String(watch.userId)), ...holders]);
}

/** The alerts of one update or restore whose visible fields changed; none for other saves. */
async function alertsOfRevision(revision: RevisionDocument): Promise<number> {
  const kind = revision.kind as ListingKindKey;
  const previous = await RevisionModel.findOne({
    kind,
    recordId: revision.recordId,
    number: mongoose.trusted({ $lt: revision.number }),
  })
    .sort({ number: -1 })
    .lean<RevisionDocument>();
  if (!previous || previous.operation === 'delete') return 0;
  const document = unpackDocument(revision.document);
  const { changes, summary } = describeChanges(kind, unpackDocument(previous.document), document);
  if (changes.length === 0) return 0;
  let raised = 0;
  for (const userId of await concernedUsers(kind, revision.recordId, revision.at)) {
    const isNew = await raise({
      userId: new Types.ObjectId(userId),
      source: `revision:${String(revision._id)}`,
      reason: 'changed',
      kind,
      productId: revision.recordId,
      title: String(document.title ?? ''),
      slug: String(document.slug ?? revision.recordId),
      summary,
      changes,
      at: revision.at,
    });
    if (isNew) raised += 1;
  }
  return raised;
}

/**
 * Turns the revisions saved since the mark into alerts and moves the mark on. The look-back
 * reads the last minutes again for revisions written late; one already swept is skipped.
 */
async function alertsOfRevisions(now: Date): Promise<number> {
  const mark = await AlertMarkModel.findById(ALERT_MARK_ID).lean();
  // The first sweep starts at the present (less the look-back): nothing older is news.
  const since = new Date((mark?.revisionsUntil ?? now).getTime() - REVISION_LOOKBACK_MS);
  const candidates = await RevisionModel.find({
    at: mongoose.trusted({ $gt: since }),
    kind: mongoose.trusted({ $in: listingKeys }),
    operation: mongoose.trusted({ $in: ['update', 'restore'] }),
  })
    .select('_id at')
    .sort({ at: 1 })
    .lean<Pick<RevisionDocument, '_id' | 'at'>[]>();
  const swept = await SweptRevisionModel.find({
    _id: mongoose.trusted({ $in: candidates.map((revision) => revision._id) }),
  })
    .select('_id')
    .lean();
  const sweptIds = new Set(swept.map((record) => String(record._id)));
  let newest = mark?.revisionsUntil ?? now;
  let raised = 0;
  for (const { _id, at } of candidates) {
    if (at > newest) newest = at;
    if (sweptIds.has(String(_id))) continue;
    const revision = await RevisionModel.findById(_id).lean<RevisionDocument>();
    if (revision) raised += await alertsOfRevision(revision);
    await SweptRevisionModel.updateOne({ _id }, { $setOnInsert: { at } }, { upsert: true });
  }
  await AlertMarkModel.updateOne(
    { _id: ALERT_MARK_ID },
    { $max: { revisionsUntil: newest }, $setOnInsert: { offersCheckedAt: new Date(0) } },
    { upsert: true },
  );
  // Out of the look-back's reach from now on: no sweep reads them again.
  await SweptRevisionModel.deleteMany({ at: mongoose.trusted({ $lte: since }) });
  return raised;
}

function offerKey(offer: RewardOffer): string {
  return createHash('sha256').update(offer.description).digest('hex').slice(0, 12);
}

/**
 * Raises an alert for each offer of the watched products that ends within the next
 * `OFFER_ENDING_DAYS` days (Singapore days, the end day included), once per offer and end date.
 */
export async function alertsOfEndingOffers(
  watches: readonly Pick<WatchRecord, 'userId' | 'kind' | 'productId'>[],
  now: Date,
): Promise<number> {
  const today = singaporeDay(now);
  const last = singaporeDay(new Date(now.getTime() + OFFER_ENDING_DAYS * 24 * 60 * 60 * 1000));
  let raised = 0;
  for (const watch of watches) {
    const product = await listingModel(listingKindByKey(watch.kind))
      .findById(watch.productId)
      .select('title slug rewardOffer')
      .lean<{ title: string; slug: string; rewardOffer?: RewardOffer[] }>();
    for (const offer of product?.rewardOffer ?? []) {
      const ends = offer.expiresAt;
      if (!product || !ends || ends < today || ends > last) continue;
      const isNew = await raise({
        userId: watch.userId,
        source: `offer-ending:${String(watch.productId)}:${ends}:${offerKey(offer)}`,
        reason: 'offer-ending',
        kind: watch.kind,
        productId: watch.productId,
        title: product.title,
        slug: product.slug,
        summary: `Offer ends on ${ends}: ${offer.description || 'welcome offer'}`,
        changes: [],
        at: now,
      });
      if (isNew) raised += 1;
    }
  }
  return raised;
}

/** Checks every watched offer's end, at most once per `OFFER_CHECK_INTERVAL_MS`. */
async function alertsOfAllEndingOffers(now: Date): Promise<number> {
  const due = new Date(now.getTime() - OFFER_CHECK_INTERVAL_MS);
  const claimed = await AlertMarkModel.findOneAndUpdate(
    { _id: ALERT_MARK_ID, offersCheckedAt: mongoose.trusted({ $lte: due }) },
    { $set: { offersCheckedAt: now } },
  ).lean();
  if (!claimed) return 0;
  const watches = await WatchModel.find().select('userId kind productId').lean<WatchRecord[]>();
  return alertsOfEndingOffers(watches, now);
}

/**
 * Mails every alert not mailed yet, one mail each, to confirmed addresses only (an alert of an
 * unconfirmed address is claimed and never mailed). An alert is claimed (`mailedAt` set) before
 * its mail is sent, so two sweeps never mail it twice; a failed send gives it back for the next
 * sweep. A process that dies between the claim and the send loses that one mail.
 */
export async function mailPendingAlerts({ mailer, siteUrl }: MailSettings): Promise<number> {
  const pending = await AlertModel.find({ mailedAt: null }).select('_id').lean();
  let sent = 0;
  for (const { _id } of pending) {
    const alert = await AlertModel.findOneAndUpdate(
      { _id, mailedAt: null },
      { $set: { mailedAt: new Date() } },
    ).lean<AlertRecord>();
    if (!alert) continue;
    const user = await UserModel.findById(alert.userId)
      .select('name email emailConfirmedAt')
      .lean();
    // An address nobody confirmed gets no alert mail: the alert stays on the alerts page.
    if (!user?.emailConfirmedAt) continue;
    try {
      await mailer.sendMail(alertMail(alert, user, siteUrl));
      sent += 1;
    } catch (error) {
      await AlertModel.updateOne({ _id }, { $set: { mailedAt: null } });
      throw error;
    }
  }
  return sent;
}

/**
 * Raises the alerts of the saves since the last sweep, of the watched offers that end soon, and
 * of the T-bill auctions and Savings Bond issues written since the last sweep.
 * Neither saves nor reads wait for this: the sweep job runs it at start-up (the catch-up after a
 * stop or a crash) and on a timer, under its lease.
 */
export async function raiseAlerts(now = new Date()): Promise<number> {
  return (
    (await alertsOfRevisions(now)) +
    (await alertsOfAllEndingOffers(now)) +
    (await alertsOfChangedSecurities(now))
  );
}
