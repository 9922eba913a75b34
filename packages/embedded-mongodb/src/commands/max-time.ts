import type { BsonDocument } from '../bson/values.js';
import { badValue } from '../errors.js';
import { deadlineAfter, type Deadline } from '../query/deadline.js';
import { toNumber } from './arguments.js';

const MAX_TIME_MS_LIMIT = 2_147_483_647;

/** The deadline set by a command's `maxTimeMS`, counted from now (0 or absent: none). */
export function maxTimeDeadline(command: BsonDocument): Deadline | undefined {
  const value = command.maxTimeMS;
  if (value === undefined || value === null) return undefined;
  const maxTimeMS = toNumber(value);
  if (maxTimeMS === undefined) throw badValue('maxTimeMS must be a number');
  if (!Number.isInteger(maxTimeMS) || maxTimeMS < 0 || maxTimeMS > MAX_TIME_MS_LIMIT) {
    throw badValue(`${maxTimeMS} value for maxTimeMS is out of range [0, ${MAX_TIME_MS_LIMIT}]`);
  }
  return maxTimeMS === 0 ? undefined : deadlineAfter(maxTimeMS);
}
