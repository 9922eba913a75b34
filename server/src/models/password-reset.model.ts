import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** One outstanding password reset link; the link's token itself is never stored. */
export interface PasswordReset {
  userId: Types.ObjectId;
  /** SHA-256 of the token, in hex: whoever reads the database cannot use a link from it. */
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

const passwordResetSchema = new Schema<PasswordReset>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  {
    collection: 'passwordresets',
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
  },
);
passwordResetSchema.index({ tokenHash: 1 }, { unique: true });
passwordResetSchema.index({ userId: 1 });

export const PasswordResetModel: Model<PasswordReset> = mongoose.model<PasswordReset>(
  'PasswordReset',
  passwordResetSchema,
);
