import type { NotificationSettings } from '@sg-finance/contract';
import { Types } from 'mongoose';
import { ApplicationModel } from '../models/application.model.js';
import {
  NotificationSettingsModel,
  type NotificationSettingsRecord,
} from '../models/notification-settings.model.js';
import type { PersonalDataCollection } from './personal-data-collection.js';

/** Every reminder, no digest: what a user gets until they choose. */
export const defaultNotificationSettings: NotificationSettings = {
  remindersOff: [],
  digest: false,
};

function settingsAnswer(record: NotificationSettingsRecord | null): NotificationSettings {
  if (!record) return defaultNotificationSettings;
  return { remindersOff: [...record.remindersOff], digest: record.digest };
}

/** Each user's reminder and digest settings, by the user id of their token. */
export const notificationSettingsService = {
  async find(userId: string): Promise<NotificationSettings> {
    return settingsAnswer(await NotificationSettingsModel.findById(userId).lean());
  },

  async save(userId: string, settings: NotificationSettings): Promise<NotificationSettings> {
    const record = await NotificationSettingsModel.findOneAndUpdate(
      { _id: new Types.ObjectId(userId) },
      {
        $set: { remindersOff: [...new Set(settings.remindersOff)], digest: settings.digest },
        $setOnInsert: { lastDigestOn: '' },
      },
      { upsert: true, returnDocument: 'after' },
    ).lean();
    // A kind turned back on is looked for again at the next sweep, not tomorrow.
    await ApplicationModel.updateMany({ userId }, { $unset: { remindersCheckedOn: '' } });
    return settingsAnswer(record);
  },

  /** The digest's unsubscribe: answers whether it was on. */
  async stopDigest(userId: string): Promise<boolean> {
    const result = await NotificationSettingsModel.updateOne(
      { _id: new Types.ObjectId(userId), digest: true },
      { $set: { digest: false } },
    );
    return result.modifiedCount > 0;
  },
};

export const notificationSettingsData: PersonalDataCollection = {
  name: 'notificationSettings',
  async collect(userId) {
    return NotificationSettingsModel.findById(userId).lean();
  },
  async erase(userId) {
    await NotificationSettingsModel.deleteOne({ _id: new Types.ObjectId(userId) });
  },
};
