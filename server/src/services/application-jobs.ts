import type { MailSettings } from './alert-sweep.js';
import { mailPendingReminders, raiseReminders } from './application-reminders.js';
import { withJobLease } from './job-lease.js';
import { sendWeeklyDigests } from './weekly-digest.js';

/** The longest one run of either job holds its lease; one whose process died is taken over after. */
export const APPLICATION_JOB_LEASE_MS = 60 * 1000;

/**
 * The applications tracker's jobs, each once per cluster by its lease: the reminders due today
 * and their mails, then the weekly digests. The alert sweep runs them after its own, on its
 * timer (`ALERT_SWEEP_SECONDS`), at start-up and after a write to an application.
 */
export function applicationJobs(mail: MailSettings, secret: string): () => Promise<void> {
  return async () => {
    await withJobLease('application-reminders', APPLICATION_JOB_LEASE_MS, async () => {
      await raiseReminders();
      await mailPendingReminders(mail);
    });
    await withJobLease('weekly-digest', APPLICATION_JOB_LEASE_MS, () =>
      sendWeeklyDigests(mail, secret),
    );
  };
}
