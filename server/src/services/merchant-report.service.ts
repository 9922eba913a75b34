import {
  MERCHANT_PAGE_REPORTS,
  listingKindByKey,
  type MerchantReport,
  type MerchantReportDecision,
  type MerchantReportFields,
  type MerchantReportStatus,
} from '@sg-finance/contract';
import { merchantEvidence } from '@sg-finance/finance';
import mongoose, { type QueryFilter, type Types } from 'mongoose';
import { ApiError } from '../lib/api-error.js';
import { isDuplicateKeyError } from '../lib/duplicate-key.js';
import { bySlugOrId } from '../lib/slug.js';
import { listingModel } from '../models/listing.model.js';
import { MerchantModel, type MerchantRecord } from '../models/merchant.model.js';
import { MerchantReportModel, type MerchantReportRecord } from '../models/merchant-report.model.js';
import { answerOf, type MerchantAnswer } from './merchant.service.js';
import type { PersonalDataCollection } from './personal-data-collection.js';

const cardKind = listingKindByKey('card');

export const merchantReportMessages = {
  unknownMerchant: 'No merchant has this name in our list: pick one from the suggestions.',
  unknownCard: 'No credit card of our catalogue is this one: pick one of the cards listed.',
  notFound: 'No report has this id.',
  mergeIntoItself: 'A report cannot be merged into itself.',
  mergeElsewhere: 'A report can be merged only into another report of the same merchant.',
  received: 'Thank you: an administrator checks each report before it counts.',
  folded: 'You had reported this purchase already: your report now says this instead.',
} as const;

type StoredReport = MerchantReportRecord & { _id: Types.ObjectId };
type StoredMerchant = MerchantRecord & { _id: Types.ObjectId };

async function merchantBySlugOrId(slugOrId: string): Promise<StoredMerchant | null> {
  return MerchantModel.findOne(bySlugOrId(slugOrId) as QueryFilter<MerchantRecord>)
    .lean<StoredMerchant>()
    .exec();
}

/** A report as the API answers it: never who sent it. */
function reportAnswer(report: StoredReport, merchant: Pick<MerchantRecord, 'slug' | 'name'>) {
  return {
    _id: report._id.toString(),
    merchant: { slug: merchant.slug, name: merchant.name },
    card: { slug: report.cardSlug, title: report.cardTitle },
    day: report.day,
    channel: report.channel,
    ...(report.mcc !== undefined && { mcc: report.mcc }),
    statementText: report.statementText,
    bonusCame: report.bonusCame,
    status: report.status,
    ...(report.mergedInto && { mergedInto: report.mergedInto.toString() }),
    createdAt: report.createdAt.toISOString(),
  } satisfies MerchantReport;
}

async function answersOf(reports: readonly StoredReport[]): Promise<MerchantReport[]> {
  const ids = [...new Set(reports.map((report) => report.merchantId.toString()))];
  const merchants = await MerchantModel.find({ _id: mongoose.trusted({ $in: ids }) })
    .select('name slug')
    .lean<StoredMerchant[]>();
  const byId = new Map(merchants.map((merchant) => [merchant._id.toString(), merchant]));
  return reports.flatMap((report) => {
    const merchant = byId.get(report.merchantId.toString());
    return merchant ? [reportAnswer(report, merchant)] : [];
  });
}

/** Works out a merchant's evidence again from its approved reports and stores it on the merchant. */
async function refreshEvidence(merchantId: Types.ObjectId): Promise<void> {
  const approved = await MerchantReportModel.find({
    merchantId,
    status: 'approved',
    mcc: mongoose.trusted({ $exists: true }),
  })
    .select('mcc day')
    .lean<{ mcc: string; day: string }[]>();
  await MerchantModel.updateOne(
    { _id: merchantId },
    { $set: { evidence: merchantEvidence(approved) } },
  );
}

/** The merchants' codes as users report them, and the administrators' decisions on them. */
export const merchantReportService = {
  /**
   * Stores a signed-in user's report, pending; a repeat of the same purchase (merchant, card, day,
   * way of paying) replaces the user's earlier report and waits for a decision again.
   */
  async report(
    userId: string,
    fields: MerchantReportFields,
  ): Promise<{ report: MerchantReport; folded: boolean }> {
    const merchant = await merchantBySlugOrId(fields.merchant);
    if (!merchant) throw new ApiError(400, merchantReportMessages.unknownMerchant);
    const card = await listingModel(cardKind)
      .findOne(bySlugOrId(fields.card))
      .select('slug title')
      .lean<{ _id: Types.ObjectId; slug: string; title: string }>();
    if (!card) throw new ApiError(400, merchantReportMessages.unknownCard);
    const purchase = {
      userId,
      merchantId: merchant._id,
      cardId: card._id,
      day: fields.day,
      channel: fields.channel,
    };
    const said = {
      cardSlug: card.slug,
      cardTitle: card.title,
      statementText: fields.statementText.trim(),
      bonusCame: fields.bonusCame,
      status: 'pending' as const,
    };
    const update =
      fields.mcc === undefined
        ? { $set: said, $unset: { mcc: 1 } }
        : { $set: { ...said, mcc: fields.mcc } };
    const held = await MerchantReportModel.findOne(purchase).select('_id status').lean();
    let stored: StoredReport | null;
    if (held) {
      stored = await MerchantReportModel.findOneAndUpdate({ _id: held._id }, update, {
        new: true,
      }).lean<StoredReport>();
      if (held.status === 'approved') await refreshEvidence(merchant._id);
    } else {
      try {
        const created = await MerchantReportModel.create({ ...purchase, ...said, mcc: fields.mcc });
        stored = created.toObject() as StoredReport;
      } catch (error) {
        // The same purchase reported twice at once: the first one stands.
        if (!isDuplicateKeyError(error)) throw error;
        stored = await MerchantReportModel.findOne(purchase).lean<StoredReport>();
      }
    }
    return { report: reportAnswer(stored!, merchant), folded: held !== null };
  },

  /** The administrators' list: the reports of one status, oldest first. */
  async list(status: MerchantReportStatus): Promise<MerchantReport[]> {
    const reports = await MerchantReportModel.find({ status })
      .sort({ createdAt: 1, _id: 1 })
      .limit(200)
      .lean<StoredReport[]>();
    return answersOf(reports);
  },

  /** Approves, rejects or merges a report, and works out its merchant's evidence again. */
  async decide(
    id: string,
    decision: MerchantReportDecision,
    by: { name: string },
  ): Promise<MerchantReport> {
    const report = await MerchantReportModel.findById(id).lean<StoredReport>();
    if (!report) throw new ApiError(404, merchantReportMessages.notFound);
    if (decision.mergedInto !== undefined) {
      if (decision.mergedInto === id)
        throw new ApiError(400, merchantReportMessages.mergeIntoItself);
      const target = await MerchantReportModel.findById(decision.mergedInto)
        .select('merchantId')
        .lean();
      if (!target?.merchantId.equals(report.merchantId)) {
        throw new ApiError(400, merchantReportMessages.mergeElsewhere);
      }
    }
    const decisionFields = { status: decision.status, decidedBy: by.name, decidedAt: new Date() };
    const update =
      decision.mergedInto === undefined
        ? { $set: decisionFields, $unset: { mergedInto: 1 } }
        : { $set: { ...decisionFields, mergedInto: decision.mergedInto } };
    const decided = await MerchantReportModel.findOneAndUpdate({ _id: id }, update, {
      new: true,
    }).lean<StoredReport>();
    await refreshEvidence(report.merchantId);
    const [answer] = await answersOf([decided!]);
    return answer!;
  },

  /** A merchant's public page: the merchant, its evidence and its latest approved reports. */
  async page(slugOrId: string): Promise<{ merchant: MerchantAnswer; reports: MerchantReport[] }> {
    const merchant = await merchantBySlugOrId(slugOrId);
    if (!merchant) throw new ApiError(404, 'No merchant has this address.');
    const reports = await MerchantReportModel.find({ merchantId: merchant._id, status: 'approved' })
      .sort({ day: -1, _id: -1 })
      .limit(MERCHANT_PAGE_REPORTS)
      .lean<StoredReport[]>();
    return {
      merchant: answerOf(merchant),
      reports: reports.map((report) => reportAnswer(report, merchant)),
    };
  },

  /** The latest approved reports, the latest decided first, each with when it was approved. */
  async latestApproved(limit: number): Promise<(MerchantReport & { approvedAt: Date })[]> {
    const reports = await MerchantReportModel.find({ status: 'approved' })
      .sort({ decidedAt: -1, _id: -1 })
      .limit(limit)
      .lean<StoredReport[]>();
    const approvedAt = new Map(
      reports.map((report) => [report._id.toString(), report.decidedAt ?? report.updatedAt]),
    );
    return (await answersOf(reports)).map((answer) => ({
      ...answer,
      approvedAt: approvedAt.get(answer._id)!,
    }));
  },

  /** Every approved report, oldest first, for open data: what was seen, never who saw it. */
  async openData(): Promise<MerchantReport[]> {
    const reports = await MerchantReportModel.find({ status: 'approved' })
      .sort({ createdAt: 1, _id: 1 })
      .lean<StoredReport[]>();
    return answersOf(reports);
  },
};

/** The user's reports in their data download, and gone with their account. */
export const merchantReportData: PersonalDataCollection = {
  name: 'merchantReports',
  async collect(userId: string) {
    return answersOf(
      await MerchantReportModel.find({ userId }).sort({ createdAt: 1 }).lean<StoredReport[]>(),
    );
  },
  async erase(userId: string): Promise<void> {
    const merchants = await MerchantReportModel.distinct('merchantId', {
      userId,
      status: 'approved',
    });
    await MerchantReportModel.deleteMany({ userId });
    for (const merchantId of merchants) await refreshEvidence(merchantId as Types.ObjectId);
  },
};
