import { UserModel } from '../models/user.model.js';
import { alertData } from './alert.service.js';
import { applicationData } from './application.service.js';
import { emailConfirmationData } from './email-confirmation.service.js';
import { passwordResetData } from './password-reset.service.js';
import { walletData } from './wallet.service.js';
import { merchantReportData } from './merchant-report.service.js';
import { notificationSettingsData } from './notification-settings.service.js';
import { watchData } from './watch.service.js';
import { securityWatchData } from './security-watch.service.js';
import type { PersonalDataCollection } from './personal-data-collection.js';

/** Every collection of a user's own data: a feature that stores records about a user adds its own here. */
export const personalDataCollections: readonly PersonalDataCollection[] = [
  passwordResetData,
  emailConfirmationData,
  walletData,
  watchData,
  securityWatchData,
  alertData,
  applicationData,
  notificationSettingsData,
  merchantReportData,
];

/** The account itself as stored, without the password hash or the token version. */
async function accountRecord(userId: string) {
  return UserModel.findById(userId, '-passwordHash -tokenVersion').lean();
}

/** Everything stored about the user, as the data download answers it. */
export async function collectPersonalData(userId: string): Promise<Record<string, unknown>> {
  const parts = await Promise.all(
    personalDataCollections.map(async (collection) => [
      collection.name,
      await collection.collect(userId),
    ]),
  );
  return {
    exportedAt: new Date().toISOString(),
    account: await accountRecord(userId),
    ...Object.fromEntries(parts),
  };
}

/**
 * Erases the user's records from every collection, then the account: a delete cut short leaves
 * the account in place, so the user can sign in and ask again.
 */
export async function erasePersonalData(userId: string): Promise<void> {
  for (const collection of personalDataCollections) await collection.erase(userId);
  await UserModel.deleteOne({ _id: userId });
}
