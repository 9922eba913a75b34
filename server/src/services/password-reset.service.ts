import { createHash, randomBytes } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import type { Mailer } from '../mail/index.js';
import { PasswordResetModel } from '../models/password-reset.model.js';
import { UserModel } from '../models/user.model.js';
import { ApiError } from '../lib/api-error.js';
import type { PasswordResetConfirmInput } from '../validation/account.schema.js';
import type { PersonalDataCollection } from './personal-data-collection.js';
import { hashPassword } from './user.service.js';

export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

export const resetMessages = {
  requested:
    'If an account has this email address, we have sent it a link to choose a new password. The link works once, within an hour.',
  invalidLink: 'This reset link is not valid or has expired: please ask for a new one',
  done: 'Your password has been changed: sign in with your new password',
} as const;

export interface ResetMailSettings {
  mailer: Mailer;
  /** The site's public address, which the link in the message starts with. */
  siteUrl: string;
}

export const resetPasswordPath = '/reset-password';

function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function resetMailText(name: string, link: string): string {
  return [
    `Hello ${name},`,
    '',
    'Someone, we hope you, asked to reset the password of your SG Finance Rewards account.',
    'Choose a new password at this address within an hour:',
    '',
    link,
    '',
    'The link works once. If you did not ask for it, ignore this message: your password stays as it is.',
    '',
  ].join('\n');
}

/**
 * Mails a single-use link to the account with `email`, if there is one; nothing happens for an
 * unknown address. Expired links of every account are cleared on the way.
 */
export async function requestPasswordReset(
  email: string,
  settings: ResetMailSettings,
  now = new Date(),
): Promise<void> {
  await PasswordResetModel.deleteMany({ expiresAt: mongoose.trusted({ $lte: now }) });
  const user = await UserModel.findOne({ email });
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  await PasswordResetModel.create({
    userId: user._id,
    tokenHash: hashOfToken(token),
    expiresAt: new Date(now.getTime() + RESET_LINK_LIFETIME_MS),
  });
  // In the fragment: a browser sends it to no server (logs, Referer) and page views leave it out.
  const link = `${settings.siteUrl}${resetPasswordPath}#token=${token}`;
  await settings.mailer.sendMail({
    to: user.email,
    subject: 'Reset your SG Finance Rewards password',
    text: resetMailText(user.name, link),
  });
}

/**
 * Sets the new password with a link's token: the token is used up first (so two requests with it
 * cannot both succeed), then every other link of the account and every session end.
 */
export async function confirmPasswordReset(
  input: PasswordResetConfirmInput,
  now = new Date(),
): Promise<void> {
  const reset = await PasswordResetModel.findOneAndDelete({
    tokenHash: hashOfToken(input.token),
    expiresAt: mongoose.trusted({ $gt: now }),
  });
  if (!reset) throw new ApiError(400, resetMessages.invalidLink);
  const { matchedCount } = await UserModel.updateOne(
    { _id: reset.userId },
    { $set: { passwordHash: await hashPassword(input.password) }, $inc: { tokenVersion: 1 } },
  );
  if (matchedCount === 0) throw new ApiError(400, resetMessages.invalidLink);
  await endResetLinks(reset.userId);
}

/** Ends every outstanding reset link of the account: a link mailed before it changed works no more. */
export async function endResetLinks(userId: string | Types.ObjectId): Promise<void> {
  await PasswordResetModel.deleteMany({ userId });
}

/** Outstanding links show when they were asked for and until when they work, not their hash. */
export const passwordResetData: PersonalDataCollection = {
  name: 'passwordResets',
  collect: (userId) =>
    PasswordResetModel.find({ userId }, { _id: 0, createdAt: 1, expiresAt: 1 })
      .sort({ createdAt: 1 })
      .lean(),
  erase: endResetLinks,
};
