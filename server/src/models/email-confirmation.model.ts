import mongoose, { Schema, type Model, type Types } from 'mongoose';

/** One outstanding link that confirms an account's address; the link's token is never stored. */
export interface EmailConfirmation {
  userId: Types.ObjectId;
  /** The address the link was mailed to: it confirms that one only, not a later one. */
  email: string;
  /** SHA-256 of the token, in hex. */
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

const emailConfirmationSchema = new Schema<EmailConfirmation>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    email: { type: String, required: true },
    tokenHash: { type: String, required: true },
    expiresAt: { type: Date, required: true },
  },
  {
    collection: 'emailconfirmations',
    timestamps: { createdAt: true, updatedAt: false },
    versionKey: false,
  },
);
emailConfirmationSchema.index({ tokenHash: 1 }, { unique: true });
emailConfirmationSchema.index({ userId: 1 });
emailConfirmationSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export const EmailConfirmationModel: Model<EmailConfirmation> = mongoose.model<EmailConfirmation>(
  'EmailConfirmation',
  emailConfirmationSchema,
);
