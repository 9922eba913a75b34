import {
  securityWatchKeys,
  singaporeDay,
  tbillName,
  type SavingsBondFields,
  type SecurityWatchKey,
  type TbillAuctionFields,
} from '@sg-finance/contract';
import { addDays } from '@sg-finance/finance';
import mongoose, { Types } from 'mongoose';
import { AlertMarkModel } from '../models/alert.model.js';
import { SavingsBondModel } from '../models/savings-bond.model.js';
import { SecurityWatchModel } from '../models/security-watch.model.js';
import { TbillAuctionModel } from '../models/tbill-auction.model.js';
import { ALERT_MARK_ID, raise, type NewAlert } from './alert-raise.js';

/**
 * Auctions and issues written this long before the mark are read again: a write's `updatedAt`
 * is taken before it is stored, so one may land behind a sweep that already ran. Raising an
 * alert twice changes nothing (a unique key per user).
 */
export const SECURITY_LOOKBACK_MS = 2 * 60 * 1000;

type Stored<T> = T & { _id: Types.ObjectId };
/** What an alert says of one auction or issue, for each user watching it. */
type SecurityEvent = Pick<
  NewAlert,
  'source' | 'reason' | 'productId' | 'title' | 'slug' | 'summary'
>;

const tbillTitle = (auction: TbillAuctionFields) =>
  `${tbillName(auction.tenorMonths)} ${auction.issueCode}`;

/** A cut-off yield is news for this many days after its auction. */
export const AUCTION_RESULT_NEWS_DAYS = 7;

/**
 * An auction not yet held, on today or later, is the next auction; a cut-off yield of an auction
 * held in the last `AUCTION_RESULT_NEWS_DAYS` days is its result. Older auctions are not news.
 */
function auctionEvents(auction: Stored<TbillAuctionFields>, today: string): SecurityEvent[] {
  const common = { productId: auction._id, title: tbillTitle(auction), slug: auction.issueCode };
  if (auction.cutOffYield === undefined) {
    if (auction.auctionDate < today) return [];
    const issued = auction.issueDate ? `, issued on ${auction.issueDate}` : '';
    return [
      {
        ...common,
        source: `next-auction:${String(auction._id)}:${auction.auctionDate}`,
        reason: 'next-auction',
        summary: `Next auction on ${auction.auctionDate}${issued}`,
      },
    ];
  }
  if (auction.auctionDate < addDays(today, -AUCTION_RESULT_NEWS_DAYS)) return [];
  return [
    {
      ...common,
      source: `auction-result:${String(auction._id)}:${auction.auctionDate}:${auction.cutOffYield}`,
      reason: 'auction-result',
      summary: `Cut-off yield ${auction.cutOffYield}% a year at the auction of ${auction.auctionDate}`,
    },
  ];
}

/** An issue whose application window has not closed is news; a closed one is not. */
function bondEvents(bond: Stored<SavingsBondFields>, today: string): SecurityEvent[] {
  if (bond.applicationCloses < today) return [];
  const name = bond.issueCode || bond.issueMonth;
  return [
    {
      source: `application-window:${String(bond._id)}:${bond.applicationOpens}:${bond.applicationCloses}`,
      reason: 'application-window',
      productId: bond._id,
      title: `Savings Bond ${name}`,
      slug: name,
      summary: `Applications open on ${bond.applicationOpens} and close on ${bond.applicationCloses}, for the issue of ${bond.issueMonth}; interest from ${bond.stepUpRates[0]}% a year in year 1 to ${bond.stepUpRates[9]}% in year 10`,
    },
  ];
}

/** The events of the auctions or issues of one watch written since `since` (all when none). */
async function eventsOf(
  security: SecurityWatchKey,
  today: string,
  since?: Date,
): Promise<SecurityEvent[]> {
  const filter = since ? { updatedAt: mongoose.trusted({ $gt: since }) } : {};
  if (security === 'tbill') {
    const auctions = await TbillAuctionModel.find(filter).lean<Stored<TbillAuctionFields>[]>();
    return auctions.flatMap((auction) => auctionEvents(auction, today));
  }
  const bonds = await SavingsBondModel.find(filter).lean<Stored<SavingsBondFields>[]>();
  return bonds.flatMap((bond) => bondEvents(bond, today));
}

async function raiseFor(
  userIds: readonly Types.ObjectId[],
  security: SecurityWatchKey,
  events: readonly SecurityEvent[],
  now: Date,
): Promise<number> {
  let raised = 0;
  for (const userId of userIds) {
    for (const event of events) {
      if (await raise({ ...event, userId, kind: security, changes: [], at: now })) raised += 1;
    }
  }
  return raised;
}

/** A new watch is told at once of the next auction or the open window, as a product's offer. */
export async function alertsOfSecurityWatch(
  userId: string,
  security: SecurityWatchKey,
  now: Date,
): Promise<number> {
  const events = await eventsOf(security, singaporeDay(now));
  return raiseFor([new Types.ObjectId(userId)], security, events, now);
}

/**
 * Raises, for each watch, the alerts of the T-bill auctions and Savings Bond issues written
 * since the mark (an administrator's form or import), and moves the mark on. The first sweep
 * starts at the present: nothing older is news.
 */
export async function alertsOfChangedSecurities(now: Date): Promise<number> {
  const mark = await AlertMarkModel.findById(ALERT_MARK_ID).lean();
  const since = new Date((mark?.securitiesUntil ?? now).getTime() - SECURITY_LOOKBACK_MS);
  const today = singaporeDay(now);
  let raised = 0;
  for (const security of securityWatchKeys) {
    const events = await eventsOf(security, today, since);
    if (events.length === 0) continue;
    const watches = await SecurityWatchModel.find({ security }).select('userId').lean();
    raised += await raiseFor(
      watches.map((watch) => watch.userId),
      security,
      events,
      now,
    );
  }
  await AlertMarkModel.updateOne(
    { _id: ALERT_MARK_ID },
    { $max: { securitiesUntil: now }, $setOnInsert: { offersCheckedAt: new Date(0) } },
    { upsert: true },
  );
  return raised;
}
