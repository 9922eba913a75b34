import { singaporeToday, type SourceWatchFinding } from '@sg-finance/contract';
import type { SourceCheckRecord } from '../../models/source-check.model.js';

/**
 * What an administrator has still to look at from the watch: a change of the page found on or
 * after the day the terms were last checked (a check on a later day settles it), quoted sentences
 * gone, or a page that could not be read.
 */
export function openFinding(
  check: SourceCheckRecord | undefined,
  verifiedAt: string | undefined,
): SourceWatchFinding | undefined {
  if (!check) return undefined;
  const changePending =
    check.changedAt !== undefined &&
    (verifiedAt === undefined || singaporeToday(check.changedAt) >= verifiedAt);
  if (!changePending && !check.missingQuotes?.length && !check.problem) return undefined;
  return {
    checkedAt: check.checkedAt.toISOString(),
    ...(changePending && { changedAt: check.changedAt!.toISOString(), diff: check.diff }),
    ...(check.missingQuotes?.length && { missingQuotes: check.missingQuotes }),
    ...(check.problem && { problem: check.problem }),
  };
}
