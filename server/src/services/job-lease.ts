import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { JobLeaseModel } from '../models/job-lease.model.js';
import { isDuplicateKeyError } from '../lib/duplicate-key.js';

/**
 * Runs `job` if no other run (in this process or another instance) holds the lease named `name`;
 * answers its result, or undefined when another run holds the lease. The lease lasts `leaseMs`
 * at most, so one whose process died ends by itself; a job longer than that may meet a second
 * run, which is why the jobs are idempotent.
 */
export async function withJobLease<T>(
  name: string,
  leaseMs: number,
  job: () => Promise<T>,
  now = new Date(),
): Promise<T | undefined> {
  const holder = randomUUID();
  try {
    // Takes a free or lapsed lease; when another holds it, the upsert's insert meets its _id.
    await JobLeaseModel.updateOne(
      { _id: name, until: mongoose.trusted({ $lte: now }) },
      { $set: { holder, until: new Date(now.getTime() + leaseMs) } },
      { upsert: true },
    );
  } catch (error) {
    if (isDuplicateKeyError(error)) return undefined;
    throw error;
  }
  try {
    return await job();
  } finally {
    await JobLeaseModel.updateOne({ _id: name, holder }, { $set: { until: new Date(0) } });
  }
}
