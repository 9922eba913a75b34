import {
  singaporeToday,
  type ListingKind,
  type SourceWatchFinding,
  type TermSource,
} from '@sg-finance/contract';
import {
  SourceCheckModel,
  sourceCheckId,
  type SourceCheckRecord,
} from '../../models/source-check.model.js';

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

/**
 * A listing as its own page reads it: with the day its source page changed while no one has
 * checked the terms since, for the visitors' notice.
 */
export async function withSourceChange<
  T extends { _id: { toString(): string }; terms?: { source?: TermSource } },
>(kind: ListingKind, listing: T): Promise<T & { sourceChangedOn?: string }> {
  const check = await SourceCheckModel.findById(
    sourceCheckId(kind.key, listing._id.toString()),
  ).lean<SourceCheckRecord>();
  const changedAt = openFinding(check ?? undefined, listing.terms?.source?.verifiedAt)?.changedAt;
  return changedAt ? { ...listing, sourceChangedOn: singaporeToday(new Date(changedAt)) } : listing;
}
