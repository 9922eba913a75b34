import {
  deadlineNames,
  reminderKinds,
  type DeadlineName,
  type ReminderKind,
} from '@sg-finance/contract';
import mongoose, { Schema, type Model, type Types } from 'mongoose';

/**
 * A reminder raised for an application: unique per application, kind and deadline (its name and
 * day), so a sweep that runs again, after a crash or on another instance, raises none twice.
 */
export interface ApplicationReminderRecord {
  applicationId: Types.ObjectId;
  userId: Types.ObjectId;
  kind: ReminderKind;
  deadline: DeadlineName;
  day: string;
  /** What it says, as of when it was raised (its alert's summary and its mail's line). */
  text: string;
  at: Date;
  /** When its mail was handed to the mailer (claimed before sending); null until then. */
  mailedAt: Date | null;
}

const applicationReminderSchema = new Schema<ApplicationReminderRecord>(
  {
    applicationId: { type: Schema.Types.ObjectId, required: true },
    userId: { type: Schema.Types.ObjectId, required: true },
    kind: { type: String, required: true, enum: reminderKinds },
    deadline: { type: String, required: true, enum: deadlineNames },
    day: { type: String, required: true },
    text: { type: String, required: true },
    at: { type: Date, required: true },
    mailedAt: { type: Date, default: null },
  },
  { collection: 'applicationreminders', versionKey: false },
);
applicationReminderSchema.index(
  { applicationId: 1, kind: 1, deadline: 1, day: 1 },
  { unique: true },
);
applicationReminderSchema.index({ mailedAt: 1 });
applicationReminderSchema.index({ userId: 1 });

export const ApplicationReminderModel: Model<ApplicationReminderRecord> =
  mongoose.model<ApplicationReminderRecord>('ApplicationReminder', applicationReminderSchema);
