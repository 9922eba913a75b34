import { reminderKinds, type ReminderKind } from '@sg-finance/contract';
import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** One user's reminder and digest settings; a user without a record gets every reminder, no digest. */
export interface NotificationSettingsRecord {
  /** The user's id. */
  _id: Types.ObjectId;
  remindersOff: ReminderKind[];
  digest: boolean;
  /**
   * The Singapore day of the last weekly digest, claimed before it is sent, so one week's
   * digest goes once whatever the number of instances; empty before the first (it sorts first).
   */
  lastDigestOn: string;
}

const notificationSettingsSchema = new Schema<NotificationSettingsRecord>(
  {
    _id: { type: Schema.Types.ObjectId, required: true },
    remindersOff: [{ type: String, enum: reminderKinds }],
    digest: { type: Boolean, default: false },
    lastDigestOn: { type: String, default: '' },
  },
  { collection: 'notificationsettings', versionKey: false },
);
notificationSettingsSchema.index({ digest: 1, lastDigestOn: 1 });

export const NotificationSettingsModel: Model<NotificationSettingsRecord> =
  mongoose.model<NotificationSettingsRecord>('NotificationSettings', notificationSettingsSchema);
