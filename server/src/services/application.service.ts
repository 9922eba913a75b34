import {
  applicationDayMessage,
  MAX_APPLICATIONS,
  MAX_SPEND_ENTRIES,
  singaporeDay,
  type Application,
  type ApplicationCreate,
  type ApplicationDaysUpdate,
  type SpendEntry,
} from '@sg-finance/contract';
import { applicationDeadlines, applicationState, spendProgress } from '@sg-finance/finance';
import { Types } from 'mongoose';
import { ApiError } from '../lib/api-error.js';
import { ApplicationReminderModel } from '../models/application-reminder.model.js';
import { ApplicationModel, type ApplicationRecord } from '../models/application.model.js';
import { termsOfDay } from './application-terms.js';
import type { PersonalDataCollection } from './personal-data-collection.js';

type StoredApplication = ApplicationRecord & { _id: Types.ObjectId };

const notYours = 'No application of yours has this id.';

/** The application as the API answers it, with its deadlines, progress and status of `today`. */
export function applicationAnswer(record: StoredApplication, today: string): Application {
  const days = {
    appliedOn: record.appliedOn,
    approvedOn: record.approvedOn,
    activatedOn: record.activatedOn,
    claimedOn: record.claimedOn,
    paidOn: record.paidOn,
  };
  const spend = record.spend.map(({ on, amount }) => ({ on, amount }));
  const { status, reason } = applicationState(record.offer, days, spend, today);
  const progress = spendProgress(record.offer, days, spend);
  return {
    id: String(record._id),
    product: {
      kind: record.kind,
      id: String(record.productId),
      title: record.title,
      slug: record.slug,
    },
    ...Object.fromEntries(Object.entries(days).filter(([, day]) => day !== undefined)),
    appliedOn: record.appliedOn,
    offer: record.offer,
    termsAsOf: record.termsAsOf ? record.termsAsOf.toISOString() : null,
    spend,
    deadlines: applicationDeadlines(record.offer, days, spend),
    progress: progress.metOn
      ? progress
      : { minSpend: progress.minSpend, counted: progress.counted },
    status,
    ...(reason ? { reason } : {}),
  };
}

/** The user's own application, or a 404 that says nothing of anyone else's. */
async function ownApplication(userId: string, id: string): Promise<StoredApplication> {
  const record = await ApplicationModel.findOne({ _id: id, userId }).lean<StoredApplication>();
  if (!record) throw new ApiError(404, notYours);
  return record;
}

/** Refuses a day that would come before the application day, naming both. */
function assertNotBeforeApplication(
  field: string,
  day: string | null | undefined,
  appliedOn: string,
) {
  if (day && day < appliedOn) {
    throw new ApiError(400, `${field}: ${applicationDayMessage(appliedOn)}`);
  }
}

/** Each user's own applications, found by the user id of their token and nothing else. */
export const applicationService = {
  async list(userId: string, now = new Date()): Promise<Application[]> {
    const records = await ApplicationModel.find({ userId })
      .sort({ appliedOn: -1, createdAt: -1 })
      .lean<StoredApplication[]>();
    const today = singaporeDay(now);
    return records.map((record) => applicationAnswer(record, today));
  },

  async find(userId: string, id: string, now = new Date()): Promise<Application> {
    return applicationAnswer(await ownApplication(userId, id), singaporeDay(now));
  },

  /** Records "I applied for this product on this day" with the offer's terms of that day. */
  async create(userId: string, input: ApplicationCreate, now = new Date()): Promise<Application> {
    if ((await ApplicationModel.countDocuments({ userId })) >= MAX_APPLICATIONS) {
      throw new ApiError(400, `You can track at most ${MAX_APPLICATIONS} applications`);
    }
    const productId = new Types.ObjectId(input.productId);
    const terms = await termsOfDay(input.kind, productId, input.appliedOn, now);
    const created = await ApplicationModel.create({
      userId: new Types.ObjectId(userId),
      kind: input.kind,
      productId,
      title: terms.title,
      slug: terms.slug,
      appliedOn: input.appliedOn,
      ...(input.approvedOn ? { approvedOn: input.approvedOn } : {}),
      offer: terms.offer,
      termsAsOf: terms.asOf,
      spend: [],
      createdAt: now,
    });
    return applicationAnswer(created.toObject(), singaporeDay(now));
  },

  /** Sets or clears the later days; none may come before the application day. */
  async updateDays(
    userId: string,
    id: string,
    update: ApplicationDaysUpdate,
    now = new Date(),
  ): Promise<Application> {
    const record = await ownApplication(userId, id);
    for (const [field, day] of Object.entries(update)) {
      assertNotBeforeApplication(field, day, record.appliedOn);
    }
    const set: Record<string, string> = {};
    const unset: Record<string, ''> = {};
    for (const [field, day] of Object.entries(update)) {
      if (day === undefined) continue;
      if (day === null) unset[field] = '';
      else set[field] = day;
    }
    const updated = await ApplicationModel.findOneAndUpdate(
      { _id: record._id, userId: record.userId },
      { $set: set, $unset: unset },
      { returnDocument: 'after' },
    ).lean<StoredApplication>();
    if (!updated) throw new ApiError(404, notYours);
    return applicationAnswer(updated, singaporeDay(now));
  },

  async addSpend(userId: string, id: string, entry: SpendEntry, now = new Date()) {
    const record = await ownApplication(userId, id);
    assertNotBeforeApplication('on', entry.on, record.appliedOn);
    if (record.spend.length >= MAX_SPEND_ENTRIES) {
      throw new ApiError(400, `An application holds at most ${MAX_SPEND_ENTRIES} spend entries`);
    }
    const updated = await ApplicationModel.findOneAndUpdate(
      { _id: record._id, userId: record.userId },
      { $push: { spend: entry } },
      { returnDocument: 'after' },
    ).lean<StoredApplication>();
    if (!updated) throw new ApiError(404, notYours);
    return applicationAnswer(updated, singaporeDay(now));
  },

  async removeSpend(userId: string, id: string, index: number, now = new Date()) {
    const record = await ownApplication(userId, id);
    if (index >= record.spend.length)
      throw new ApiError(404, 'The application has no such spend entry.');
    const spend = record.spend.filter((_, position) => position !== index);
    const updated = await ApplicationModel.findOneAndUpdate(
      { _id: record._id, userId: record.userId },
      { $set: { spend } },
      { returnDocument: 'after' },
    ).lean<StoredApplication>();
    if (!updated) throw new ApiError(404, notYours);
    return applicationAnswer(updated, singaporeDay(now));
  },

  async remove(userId: string, id: string): Promise<void> {
    const record = await ownApplication(userId, id);
    await ApplicationReminderModel.deleteMany({ applicationId: record._id });
    await ApplicationModel.deleteOne({ _id: record._id, userId: record.userId });
  },
};

/** The user's applications and their reminders, in the data download and the account's delete. */
export const applicationData: PersonalDataCollection = {
  name: 'applications',
  async collect(userId) {
    const [applications, reminders] = await Promise.all([
      ApplicationModel.find({ userId }).select('-userId').lean(),
      ApplicationReminderModel.find({ userId }).select('-userId').lean(),
    ]);
    return { applications, reminders };
  },
  async erase(userId) {
    await ApplicationReminderModel.deleteMany({ userId });
    await ApplicationModel.deleteMany({ userId });
  },
};
