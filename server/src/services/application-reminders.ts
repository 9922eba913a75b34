import { applicationsPagePath, singaporeDay, withSiteDates } from '@sg-finance/contract';
import { dueReminders } from '@sg-finance/finance';
import mongoose, { type Types } from 'mongoose';
import { AlertModel } from '../models/alert.model.js';
import {
  ApplicationReminderModel,
  type ApplicationReminderRecord,
} from '../models/application-reminder.model.js';
import { ApplicationModel, type ApplicationRecord } from '../models/application.model.js';
import { NotificationSettingsModel } from '../models/notification-settings.model.js';
import { UserModel } from '../models/user.model.js';
import type { MailSettings } from './alert-sweep.js';
import { applicationAnswer } from './application.service.js';
import { reminderText } from './reminder-text.js';

type StoredApplication = ApplicationRecord & { _id: Types.ObjectId };

/**
 * Raises the reminders due on `now`'s Singapore day for the applications that `filter` picks (one
 * just written), or else for every unpaid one not yet checked today, leaving out the kinds each
 * user turned off. A reminder is stored once per application, kind and deadline (a unique index),
 * so a second run, on this instance or another, after a crash or not, raises nothing again; its
 * alert is keyed the same way.
 */
export async function raiseReminders(
  now = new Date(),
  filter?: Record<string, unknown>,
): Promise<number> {
  const today = singaporeDay(now);
  const applications = await ApplicationModel.find({
    ...(filter ?? { remindersCheckedOn: mongoose.trusted({ $ne: today }) }),
    paidOn: mongoose.trusted({ $exists: false }),
  }).lean<StoredApplication[]>();
  const turnedOff = new Map<string, Set<string>>();
  let raised = 0;
  for (const record of applications) {
    const userKey = String(record.userId);
    if (!turnedOff.has(userKey)) {
      const settings = await NotificationSettingsModel.findById(record.userId).lean();
      turnedOff.set(userKey, new Set(settings?.remindersOff ?? []));
    }
    const answer = applicationAnswer(record, today);
    for (const reminder of dueReminders(record.offer, answer, answer.spend, today)) {
      if (turnedOff.get(userKey)?.has(reminder.kind)) continue;
      const text = reminderText(reminder, answer, today);
      const stored = await ApplicationReminderModel.updateOne(
        { applicationId: record._id, ...reminder },
        { $setOnInsert: { userId: record.userId, text, at: now, mailedAt: null } },
        { upsert: true },
      );
      if (stored.upsertedCount > 0) raised += 1;
      // Also after a crash between the two writes: the alert's key makes this one once too.
      await AlertModel.updateOne(
        {
          userId: record.userId,
          source: `reminder:${String(record._id)}:${reminder.kind}:${reminder.deadline}:${reminder.day}`,
        },
        {
          $setOnInsert: {
            reason: 'reminder',
            kind: record.kind,
            productId: record.productId,
            title: record.title,
            slug: record.slug,
            summary: text,
            changes: [],
            at: now,
            read: false,
            // The reminder's own mail tells it (`mailPendingReminders`), not the alerts' mail.
            mailedAt: now,
          },
        },
        { upsert: true },
      );
    }
    if (!filter) {
      await ApplicationModel.updateOne(
        { _id: record._id },
        { $set: { remindersCheckedOn: today } },
      );
    }
  }
  return raised;
}

/**
 * Mails each reminder not mailed yet, to confirmed addresses only, claiming it first (as the
 * alerts' mails do): two runs never mail one twice; a failed send gives it back.
 */
export async function mailPendingReminders({ mailer, siteUrl }: MailSettings): Promise<number> {
  const pending = await ApplicationReminderModel.find({ mailedAt: null }).select('_id').lean();
  let sent = 0;
  for (const { _id } of pending) {
    const reminder = await ApplicationReminderModel.findOneAndUpdate(
      { _id, mailedAt: null },
      { $set: { mailedAt: new Date() } },
    ).lean<ApplicationReminderRecord>();
    if (!reminder) continue;
    const [user, application] = await Promise.all([
      UserModel.findById(reminder.userId).select('name email emailConfirmedAt').lean(),
      ApplicationModel.findById(reminder.applicationId).select('title').lean(),
    ]);
    if (!user?.emailConfirmedAt || !application) continue;
    try {
      await mailer.sendMail({
        to: user.email,
        subject: `Reminder: ${application.title}`,
        text: [
          `Hello ${user.name},`,
          '',
          withSiteDates(`${application.title}: ${reminder.text}`),
          '',
          `Your applications and their deadlines: ${siteUrl}${applicationsPagePath}`,
          '',
          'You get this because you track this application on SG Finance Rewards. Turn each kind of reminder off on that page.',
          '',
        ].join('\n'),
      });
      sent += 1;
    } catch (error) {
      await ApplicationReminderModel.updateOne({ _id }, { $set: { mailedAt: null } });
      throw error;
    }
  }
  return sent;
}
