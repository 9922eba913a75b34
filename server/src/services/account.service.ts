import bcrypt from 'bcryptjs';
import type { HydratedDocument } from 'mongoose';
import { UserModel, type User } from '../models/user.model.js';
import { ApiError } from '../lib/api-error.js';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
} from '../validation/account.schema.js';
import { endResetLinks } from './password-reset.service.js';
import { erasePersonalData } from './personal-data.js';
import { isDuplicateKeyError } from '../lib/duplicate-key.js';
import type { TokenConfig } from './token.service.js';
import { DUPLICATE_EMAIL, hashPassword, sessionOf, type Session } from './user.service.js';

export const accountMessages = {
  wrongCurrentPassword: 'Current password is not correct',
  wrongPassword: 'Password is not correct',
  sameEmail: 'This is already your email address',
  lastAdmin:
    'You are the only administrator: make another account an administrator before deleting this one',
  deleted: 'Your account and everything stored about you have been deleted',
} as const;

/** The signed-in account, once `password` is proven to be its password. */
async function provenAccount(
  userId: string,
  password: string,
  wrongMessage: string,
): Promise<HydratedDocument<User>> {
  const user = await UserModel.findById(userId).select('+passwordHash +tokenVersion');
  if (!user) throw new ApiError(401, 'Your session is not valid any more: please sign in again');
  if (!(await bcrypt.compare(password, user.passwordHash))) throw new ApiError(400, wrongMessage);
  return user;
}

/**
 * Sets a new password and ends every other session and every reset link mailed before (a link
 * in a mailbox someone else reads would otherwise set the password back); answers this device's
 * new session.
 */
export async function changePassword(
  userId: string,
  input: ChangePasswordInput,
  config: TokenConfig,
): Promise<Session> {
  const user = await provenAccount(
    userId,
    input.currentPassword,
    accountMessages.wrongCurrentPassword,
  );
  user.passwordHash = await hashPassword(input.password);
  user.tokenVersion = (user.tokenVersion ?? 0) + 1;
  await user.save();
  await endResetLinks(user._id);
  return sessionOf(user, config);
}

/**
 * Moves the account to another address that no other account has, ending every other session
 * and every reset link mailed to the old address; the new address waits for its confirmation.
 * Answers the address it had and whether that one was confirmed.
 */
export async function changeEmail(
  userId: string,
  input: ChangeEmailInput,
  config: TokenConfig,
): Promise<{ session: Session; previousEmail: string; previousConfirmed: boolean }> {
  const user = await provenAccount(userId, input.password, accountMessages.wrongPassword);
  const previousEmail = user.email;
  const previousConfirmed = Boolean(user.emailConfirmedAt);
  if (previousEmail === input.email) throw new ApiError(400, accountMessages.sameEmail);
  if (await UserModel.exists({ email: input.email })) throw new ApiError(409, DUPLICATE_EMAIL);
  user.email = input.email;
  user.emailConfirmedAt = null;
  user.tokenVersion = (user.tokenVersion ?? 0) + 1;
  try {
    await user.save();
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ApiError(409, DUPLICATE_EMAIL);
    throw error;
  }
  await endResetLinks(user._id);
  return { session: sessionOf(user, config), previousEmail, previousConfirmed };
}

/**
 * Erases the account and every record about it, once the password is proven; answers the
 * address it had, whose mail in the outbox goes too.
 */
export async function deleteAccount(userId: string, input: DeleteAccountInput): Promise<string> {
  const user = await provenAccount(userId, input.password, accountMessages.wrongPassword);
  if (user.isAdmin && (await UserModel.countDocuments({ isAdmin: true })) === 1) {
    throw new ApiError(409, accountMessages.lastAdmin);
  }
  await erasePersonalData(userId);
  return user.email;
}
