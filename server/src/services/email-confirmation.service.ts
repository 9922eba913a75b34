import { createHash, randomBytes } from 'node:crypto';
import mongoose, { type Types } from 'mongoose';
import type { Mailer } from '../mail/index.js';
import { EmailConfirmationModel } from '../models/email-confirmation.model.js';
import { UserModel } from '../models/user.model.js';
import { ApiError } from '../lib/api-error.js';
import type { PersonalDataCollection } from './personal-data-collection.js';

export const CONFIRMATION_LINK_LIFETIME_MS = 24 * 60 * 60 * 1000;
export const confirmEmailPath = '/confirm-email';

export const confirmationMessages = {
  sent: 'We have sent a link to your email address: open it to confirm the address',
  confirmed: 'Your email address is confirmed: alerts and other mail from the site can reach it',
  invalidLink:
    'This confirmation link is not valid or has expired: ask for a new one on your account page',
} as const;

export interface ConfirmationMailSettings {
  mailer: Mailer;
  siteUrl: string;
}

const hashOfToken = (token: string) => createHash('sha256').update(token).digest('hex');

function confirmationMailText(name: string, link: string): string {
  return [
    `Hello ${name},`,
    '',
    'Please confirm that this address belongs to your SG Finance Rewards account by opening this',
    'link within a day:',
    '',
    link,
    '',
    'Until then the site sends it nothing but this message and password reset links. If you have',
    'no account with us, ignore this message.',
    '',
  ].join('\n');
}

/**
 * Mails a single-use link that confirms the account's current address; the links mailed before
 * stop working. Nothing happens for an account that is gone.
 */
export async function sendEmailConfirmation(
  userId: string | Types.ObjectId,
  { mailer, siteUrl }: ConfirmationMailSettings,
  now = new Date(),
): Promise<void> {
  const user = await UserModel.findById(userId).select('name email').lean();
  if (!user) return;
  await EmailConfirmationModel.deleteMany({ userId });
  const token = randomBytes(32).toString('base64url');
  await EmailConfirmationModel.create({
    userId,
    email: user.email,
    tokenHash: hashOfToken(token),
    expiresAt: new Date(now.getTime() + CONFIRMATION_LINK_LIFETIME_MS),
  });
  await mailer.sendMail({
    to: user.email,
    subject: 'Confirm your SG Finance Rewards email address',
    text: confirmationMailText(user.name, `${siteUrl}${confirmEmailPath}#token=${token}`),
  });
}

/** Confirms the address a link was mailed to, once, if the account still has that address. */
export async function confirmEmail(token: string, now = new Date()): Promise<void> {
  const link = await EmailConfirmationModel.findOneAndDelete({
    tokenHash: hashOfToken(token),
    expiresAt: mongoose.trusted({ $gt: now }),
  });
  if (!link) throw new ApiError(400, confirmationMessages.invalidLink);
  const { matchedCount } = await UserModel.updateOne(
    { _id: link.userId, email: link.email },
    { $set: { emailConfirmedAt: now } },
  );
  if (matchedCount === 0) throw new ApiError(400, confirmationMessages.invalidLink);
}

/** Whether mail other than a confirmation or a password reset may go to the account's address. */
export async function isEmailConfirmed(userId: string | Types.ObjectId): Promise<boolean> {
  const user = await UserModel.findById(userId).select('emailConfirmedAt').lean();
  return Boolean(user?.emailConfirmedAt);
}

/** Outstanding links show when they were asked for, for which address and until when. */
export const emailConfirmationData: PersonalDataCollection = {
  name: 'emailConfirmations',
  collect: (userId) =>
    EmailConfirmationModel.find({ userId }, { _id: 0, email: 1, createdAt: 1, expiresAt: 1 })
      .sort({ createdAt: 1 })
      .lean(),
  erase: async (userId) => {
    await EmailConfirmationModel.deleteMany({ userId });
  },
};
