import bcrypt from 'bcryptjs';
import type { HydratedDocument } from 'mongoose';
import { UserModel, type User } from '../models/user.model.js';
import { ApiError } from '../lib/api-error.js';
import { isObjectIdText } from '../lib/slug.js';
import type { LoginInput, RegisterInput } from '../validation/user.schema.js';
import { isDuplicateKeyError } from '../lib/duplicate-key.js';
import { signToken, type TokenConfig } from './token.service.js';

const BCRYPT_ROUNDS = 10;
export const DUPLICATE_EMAIL = 'An account with this email already exists';
const BAD_CREDENTIALS = 'Invalid email or password';

/** What login and register answer, and what the client keeps as `userInfo`. */
export interface Session {
  _id: string;
  name: string;
  email: string;
  isAdmin: boolean;
  token: string;
}

export interface AdminAccount {
  email: string;
  password?: string | undefined;
  name?: string | undefined;
}

type UserDocument = HydratedDocument<User>;

let dummyHash: Promise<string> | undefined;

/** Compared against when no account has the email, so a login takes as long either way. */
function hashToCompareWhenUnknown(): Promise<string> {
  dummyHash ??= bcrypt.hash('no account has this email', BCRYPT_ROUNDS);
  return dummyHash;
}

export function sessionOf(user: UserDocument, config: TokenConfig): Session {
  const id = user._id.toString();
  return {
    _id: id,
    name: user.name,
    email: user.email,
    isAdmin: user.isAdmin,
    token: signToken(id, config, user.tokenVersion),
  };
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_ROUNDS);
}

/** A new visitor account: never an administrator, whatever the request said. */
export async function register(input: RegisterInput, config: TokenConfig): Promise<Session> {
  if (await UserModel.exists({ email: input.email })) throw new ApiError(409, DUPLICATE_EMAIL);
  try {
    const user = await UserModel.create({
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      isAdmin: false,
    });
    return sessionOf(user, config);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ApiError(409, DUPLICATE_EMAIL);
    throw error;
  }
}

export async function login(input: LoginInput, config: TokenConfig): Promise<Session> {
  const user = await UserModel.findOne({ email: input.email }).select(
    '+passwordHash +tokenVersion',
  );
  const hash = user ? user.passwordHash : await hashToCompareWhenUnknown();
  const matches = await bcrypt.compare(input.password, hash);
  if (!user || !matches) throw new ApiError(401, BAD_CREDENTIALS);
  return sessionOf(user, config);
}

/** The account with its token version, which authentication compares with the token's. */
export async function findUserById(id: string): Promise<UserDocument | null> {
  return isObjectIdText(id) ? UserModel.findById(id).select('+tokenVersion') : null;
}

/** Ends every token issued to the account so far; its next sign-in gets a new one. */
export async function revokeTokens(userId: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $inc: { tokenVersion: 1 } });
}

/**
 * The administrator named in the configuration, created when no account has that email. The
 * operator gave the address, so it counts as confirmed (as for `create-admin`).
 */
export async function ensureConfiguredAdmin(admin: Required<AdminAccount>): Promise<boolean> {
  const email = admin.email.trim().toLowerCase();
  if (await UserModel.exists({ email })) return false;
  await UserModel.create({
    name: admin.name,
    email,
    passwordHash: await hashPassword(admin.password),
    isAdmin: true,
    emailConfirmedAt: new Date(),
  });
  return true;
}

/**
 * Makes `email` an administrator: creates the account (a password is then required) or promotes
 * the existing one, setting a new password and name when given.
 */
export async function createOrPromoteAdmin(admin: AdminAccount): Promise<'created' | 'promoted'> {
  const email = admin.email.trim().toLowerCase();
  const existing = await UserModel.findOne({ email }).select('+tokenVersion');
  if (!existing) {
    if (!admin.password)
      throw new ApiError(400, 'No account has this email yet: give a password to create it');
    await UserModel.create({
      name: admin.name ?? 'Administrator',
      email,
      passwordHash: await hashPassword(admin.password),
      isAdmin: true,
      emailConfirmedAt: new Date(),
    });
    return 'created';
  }
  existing.isAdmin = true;
  if (admin.name) existing.name = admin.name;
  if (admin.password) {
    existing.passwordHash = await hashPassword(admin.password);
    existing.tokenVersion = (existing.tokenVersion ?? 0) + 1;
  }
  await existing.save();
  return 'promoted';
}
