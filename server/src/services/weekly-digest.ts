import {
  digestUnsubscribePagePath,
  isSecurityWatchKey,
  listingKindByKey,
  singaporeDay,
  withSiteDates,
} from '@sg-finance/contract';
import { addDays } from '@sg-finance/finance';
import mongoose, { Types } from 'mongoose';
import type { MailMessage } from '../mail/index.js';
import { AlertModel } from '../models/alert.model.js';
import { ApplicationModel } from '../models/application.model.js';
import { listingModel } from '../models/listing.model.js';
import { NotificationSettingsModel } from '../models/notification-settings.model.js';
import { UserModel } from '../models/user.model.js';
import { WalletModel } from '../models/wallet.model.js';
import { WatchModel } from '../models/watch.model.js';
import type { MailSettings } from './alert-sweep.js';
import {
  currentOffers,
  offersCouldGet,
  productKey,
  type ListedProduct,
  type ProductLine,
} from './digest-offers.js';
import { digestUnsubscribeToken } from './digest-token.js';

/** A digest goes at most this often to one user. */
export const DIGEST_INTERVAL_DAYS = 7;
/** Watched offers that end within this many days are in the digest. */
export const DIGEST_ENDING_DAYS = 14;
/** The most offers the digest suggests. */
export const DIGEST_OFFERS = 5;

/** The digest's three parts for one user on `today`; empty parts are left out of the mail. */
export async function digestOf(userId: Types.ObjectId, today: string) {
  const [wallet, applications, watches] = await Promise.all([
    WalletModel.findOne({ userId }).lean(),
    ApplicationModel.find({ userId }).select('kind productId appliedOn approvedOn').lean(),
    WatchModel.find({ userId }).select('kind productId').lean(),
  ]);
  const held = new Set(
    (wallet?.products ?? []).map((product) => productKey(product.kind, product.id)),
  );
  const couldGet = await offersCouldGet(wallet, applications, today, DIGEST_OFFERS);

  const lastEndingDay = addDays(today, DIGEST_ENDING_DAYS);
  const ending: ProductLine[] = [];
  for (const watch of watches) {
    const product = await listingModel(listingKindByKey(watch.kind))
      .findById(watch.productId)
      .select('title slug priority rewardOffer')
      .lean<ListedProduct>();
    for (const offer of product ? currentOffers(product, today) : []) {
      if (!product || !offer.expiresAt || offer.expiresAt > lastEndingDay) continue;
      ending.push({
        kind: watch.kind,
        title: product.title,
        slug: product.slug,
        line: `ends on ${offer.expiresAt}: ${offer.description}`,
      });
    }
  }

  const weekAgo = new Date(Date.now() - DIGEST_INTERVAL_DAYS * 24 * 60 * 60 * 1000);
  const changes = (
    await AlertModel.find({ userId, reason: 'changed', at: mongoose.trusted({ $gte: weekAgo }) })
      .sort({ at: -1 })
      .lean()
  ).flatMap((alert) =>
    !isSecurityWatchKey(alert.kind) && held.has(productKey(alert.kind, alert.productId))
      ? [{ kind: alert.kind, title: alert.title, slug: alert.slug, line: alert.summary }]
      : [],
  );

  return { couldGet, ending, changes };
}

type Digest = Awaited<ReturnType<typeof digestOf>>;

/** The digest's mail: its three parts, the unsubscribe link, and the one-click headers. */
export function digestMail(
  user: { _id: Types.ObjectId; name: string; email: string },
  digest: Digest,
  { siteUrl, secret }: { siteUrl: string; secret: string },
): MailMessage {
  const token = digestUnsubscribeToken(String(user._id), secret);
  const pageLink = `${siteUrl}${digestUnsubscribePagePath}?token=${encodeURIComponent(token)}`;
  const oneClick = `${siteUrl}/api/digest/unsubscribe?token=${encodeURIComponent(token)}`;
  const section = (title: string, lines: ProductLine[]) =>
    lines.length === 0
      ? []
      : [
          title,
          ...lines.map(
            (entry) =>
              `- ${withSiteDates(`${entry.title}: ${entry.line}`)} (${siteUrl}${listingKindByKey(entry.kind).pageRoute}/${entry.slug})`,
          ),
          '',
        ];
  return {
    to: user.email,
    subject: 'Your weekly digest from SG Finance Rewards',
    text: [
      `Hello ${user.name},`,
      '',
      ...section('Offers you could still get', digest.couldGet),
      ...section(`Watched offers ending in the next ${DIGEST_ENDING_DAYS} days`, digest.ending),
      ...section('Changes to what you hold', digest.changes),
      `You get this weekly digest because you turned it on. Unsubscribe with one click: ${pageLink}`,
      '',
    ].join('\n'),
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * Sends the weekly digest to each user who turned it on and had none in the last 7 days, to
 * confirmed addresses only. Each user's week is claimed (`lastDigestOn`) before the mail goes, so
 * several instances send one digest between them; a failed send gives the week back. A digest
 * with nothing to say is not sent, its week claimed all the same.
 */
export async function sendWeeklyDigests(
  { mailer, siteUrl }: MailSettings,
  secret: string,
  now = new Date(),
): Promise<number> {
  const today = singaporeDay(now);
  const due = addDays(today, -DIGEST_INTERVAL_DAYS);
  const candidates = await NotificationSettingsModel.find({
    digest: true,
    lastDigestOn: mongoose.trusted({ $lte: due }),
  })
    .select('_id lastDigestOn')
    .lean();
  let sent = 0;
  for (const candidate of candidates) {
    const claimed = await NotificationSettingsModel.updateOne(
      { _id: candidate._id, digest: true, lastDigestOn: candidate.lastDigestOn },
      { $set: { lastDigestOn: today } },
    );
    if (claimed.modifiedCount === 0) continue;
    const user = await UserModel.findById(candidate._id)
      .select('name email emailConfirmedAt')
      .lean();
    if (!user?.emailConfirmedAt) continue;
    const digest = await digestOf(candidate._id, today);
    if (digest.couldGet.length + digest.ending.length + digest.changes.length === 0) continue;
    try {
      await mailer.sendMail(digestMail(user, digest, { siteUrl, secret }));
      sent += 1;
    } catch (error) {
      await NotificationSettingsModel.updateOne(
        { _id: candidate._id, lastDigestOn: today },
        { $set: { lastDigestOn: candidate.lastDigestOn } },
      );
      throw error;
    }
  }
  return sent;
}
