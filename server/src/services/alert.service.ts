import type { Alert, AlertsAnswer } from '@sg-finance/contract';
import type { Types } from 'mongoose';
import { AlertModel, type AlertRecord } from '../models/alert.model.js';
import { ApiError } from '../lib/api-error.js';
import type { PersonalDataCollection } from './personal-data-collection.js';

/** The most alerts one answer lists, newest first. */
export const ALERTS_LIST_LIMIT = 200;
/** How often one user may read their alerts a minute (the page reads them once a visit). */
export const ALERT_READS_PER_MINUTE = 30;

export const alertMessages = {
  notFound: 'Alert not found',
} as const;

type StoredAlert = AlertRecord & { _id: Types.ObjectId };

function alertAnswer(record: StoredAlert): Alert {
  return {
    id: String(record._id),
    reason: record.reason,
    product: {
      kind: record.kind,
      id: String(record.productId),
      title: record.title,
      slug: record.slug,
    },
    summary: record.summary,
    changes: record.changes.map(({ field, label, before, after }) => ({
      field,
      label,
      before,
      after,
    })),
    at: record.at.toISOString(),
    read: record.read,
  };
}

/** Each user's own alerts, found by the user id of their token and nothing else. */
export const alertService = {
  async list(userId: string): Promise<AlertsAnswer> {
    const [records, unread] = await Promise.all([
      AlertModel.find({ userId })
        .sort({ at: -1, _id: -1 })
        .limit(ALERTS_LIST_LIMIT)
        .lean<StoredAlert[]>(),
      AlertModel.countDocuments({ userId, read: false }),
    ]);
    return { data: records.map(alertAnswer), unread };
  },

  /** Marks one of the user's alerts read; another user's alert is not found, as an unknown one. */
  async markRead(userId: string, id: string): Promise<Alert> {
    const record = await AlertModel.findOneAndUpdate(
      { _id: id, userId },
      { $set: { read: true } },
      { returnDocument: 'after' },
    ).lean<StoredAlert>();
    if (!record) throw new ApiError(404, alertMessages.notFound);
    return alertAnswer(record);
  },

  async markAllRead(userId: string): Promise<void> {
    await AlertModel.updateMany({ userId, read: false }, { $set: { read: true } });
  },
};

/** The alerts in the user's data download, and gone with their account. */
export const alertData: PersonalDataCollection = {
  name: 'alerts',
  async collect(userId: string) {
    const records = await AlertModel.find({ userId }).sort({ at: -1 }).lean<StoredAlert[]>();
    return records.map(alertAnswer);
  },
  async erase(userId: string): Promise<void> {
    await AlertModel.deleteMany({ userId });
  },
};
