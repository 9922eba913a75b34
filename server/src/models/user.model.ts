import mongoose, { Schema, type Model } from 'mongoose';

export interface User {
  name: string;
  email: string;
  /** bcrypt hash; never selected unless asked for, never serialised. */
  passwordHash: string;
  isAdmin: boolean;
  /**
   * When the owner opened the link mailed to `email`; null until then and again after a change
   * of address. No mail but the confirmation and password resets goes to an address not confirmed.
   */
  emailConfirmedAt: Date | null;
  /** Signed into every token; bumping it (logout, password change) ends every older token. */
  tokenVersion: number;
  createdAt: Date;
  updatedAt: Date;
}

export type UserModel = Model<User>;

const userSchema = new Schema<User>(
  {
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    passwordHash: { type: String, required: true, select: false },
    isAdmin: { type: Boolean, default: false },
    emailConfirmedAt: { type: Date, default: null },
    tokenVersion: { type: Number, default: 0, select: false },
  },
  {
    collection: 'users',
    timestamps: true,
    versionKey: false,
    toJSON: {
      transform: (_doc, ret: Partial<User>) => {
        delete ret.passwordHash;
        delete ret.tokenVersion;
        return ret;
      },
    },
  },
);
userSchema.index({ email: 1 }, { unique: true });

export const UserModel: UserModel = mongoose.model<User>('User', userSchema);
