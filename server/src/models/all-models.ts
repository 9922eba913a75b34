import { AlertMarkModel, AlertModel } from './alert.model.js';
import { ApplicationReminderModel } from './application-reminder.model.js';
import { ApplicationModel } from './application.model.js';
import { EmailConfirmationModel } from './email-confirmation.model.js';
import { JobLeaseModel } from './job-lease.model.js';
import { listingModels } from './listing.model.js';
import { PasswordResetModel } from './password-reset.model.js';
import { fillDerivedFields } from './plugins/derived-fields.js';
import { PostModel } from './post.model.js';
import { MerchantModel } from './merchant.model.js';
import { MerchantReportModel } from './merchant-report.model.js';
import { NotificationSettingsModel } from './notification-settings.model.js';
import { ProviderModel } from './provider.model.js';
import { RateCountModel } from './rate-count.model.js';
import { SavingsBondModel } from './savings-bond.model.js';
import { SecurityWatchModel } from './security-watch.model.js';
import { TbillAuctionModel } from './tbill-auction.model.js';
import { RevisionModel } from './revision.model.js';
import { SourceCheckModel } from './source-check.model.js';
import { SuggestionModel } from './suggestion.model.js';
import { SweptRevisionModel } from './swept-revision.model.js';
import { UserModel } from './user.model.js';
import { WalletModel } from './wallet.model.js';
import { WatchModel } from './watch.model.js';

interface ManagedModel {
  modelName: string;
  init(): Promise<unknown>;
  deleteMany(): PromiseLike<unknown>;
}

/** Every model of the application, for index builds and test clean-up. */
export const allModels: readonly ManagedModel[] = [
  ...listingModels,
  PostModel,
  TbillAuctionModel,
  SavingsBondModel,
  SecurityWatchModel,
  UserModel,
  SuggestionModel,
  ProviderModel,
  SourceCheckModel,
  RevisionModel,
  WalletModel,
  MerchantModel,
  MerchantReportModel,
  PasswordResetModel,
  EmailConfirmationModel,
  WatchModel,
  AlertModel,
  AlertMarkModel,
  SweptRevisionModel,
  JobLeaseModel,
  ApplicationModel,
  ApplicationReminderModel,
  NotificationSettingsModel,
  RateCountModel,
];

/**
 * Waits until every model has built its indexes (unique slugs and emails included), so the
 * server never accepts writes that the indexes would have refused, then fills the derived fields
 * (search tokens, sort figures) of records stored before they existed.
 */
export async function ensureIndexes(): Promise<void> {
  await Promise.all(allModels.map((model) => model.init()));
  await Promise.all([
    ...listingModels.map((model) => fillDerivedFields(model)),
    fillDerivedFields(PostModel),
  ]);
}
