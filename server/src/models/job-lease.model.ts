import mongoose, { Schema, type Model } from 'mongoose';

/**
 * Which process runs a scheduled job now: one record per job, `_id` its name. A job runs only
 * while its process holds the lease, so several instances run it once between them; a lease
 * whose holder died ends by itself at `until`.
 */
export interface JobLeaseRecord {
  _id: string;
  /** A random id of the run holding it. */
  holder: string;
  until: Date;
}

const jobLeaseSchema = new Schema<JobLeaseRecord>(
  {
    _id: { type: String, required: true },
    holder: { type: String, required: true },
    until: { type: Date, required: true },
  },
  { collection: 'jobleases', versionKey: false },
);

export const JobLeaseModel: Model<JobLeaseRecord> = mongoose.model<JobLeaseRecord>(
  'JobLease',
  jobLeaseSchema,
);
