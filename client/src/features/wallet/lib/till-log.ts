import { datedSpendSchema, statementDaySchema, type DatedSpendInput } from '@sg-finance/contract';

/** A purchase noted as made on a held card, to count the caps it used. */
export interface NotedSpend extends DatedSpendInput {
  id: string;
  cardId: string;
}

/**
 * What `/which-card` keeps on this device for a user: each card's statement day and the purchases
 * they noted. It stays on the phone (nothing of it is sent), so the answer works offline.
 */
export interface TillLog {
  statementDays: Readonly<Record<string, number>>;
  spends: readonly NotedSpend[];
}

export const emptyTillLog: TillLog = { statementDays: {}, spends: [] };

/** How many noted purchases are kept: the oldest go first. */
export const TILL_LOG_MAX_SPENDS = 200;

const storageKey = (userId: string) => `which-card-log:${userId}`;

/** The log kept for the user, with anything unreadable or invalid left out. */
export function readTillLog(userId: string): TillLog {
  let stored: unknown;
  try {
    stored = JSON.parse(window.localStorage.getItem(storageKey(userId)) ?? 'null');
  } catch {
    return emptyTillLog;
  }
  if (typeof stored !== 'object' || stored === null) return emptyTillLog;
  const { statementDays, spends } = stored as Partial<Record<keyof TillLog, unknown>>;
  const days = Object.entries(
    typeof statementDays === 'object' && statementDays !== null ? statementDays : {},
  ).filter(([, day]) => statementDaySchema.safeParse(day).success) as [string, number][];
  const kept = (Array.isArray(spends) ? spends : []).flatMap((spend: unknown) => {
    if (typeof spend !== 'object' || spend === null) return [];
    const { id, cardId, ...rest } = spend as Record<string, unknown>;
    const parsed = datedSpendSchema.safeParse(rest);
    return typeof id === 'string' && typeof cardId === 'string' && parsed.success
      ? [{ id, cardId, ...parsed.data }]
      : [];
  });
  return { statementDays: Object.fromEntries(days), spends: kept };
}

export function writeTillLog(userId: string, log: TillLog): void {
  const spends = log.spends.slice(-TILL_LOG_MAX_SPENDS);
  window.localStorage.setItem(storageKey(userId), JSON.stringify({ ...log, spends }));
}
