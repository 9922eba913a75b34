import type { DatedSpendInput } from '@sg-finance/contract';
import { useCallback, useState } from 'react';
import { readTillLog, writeTillLog, type TillLog } from '../lib/till-log';

let nextId = 0;
const newSpendId = () => `${Date.now().toString(36)}-${(nextId++).toString(36)}`;

/** The user's log of statement days and noted purchases, read from and kept on this device. */
export function useTillLog(userId: string) {
  const [log, setLog] = useState<TillLog>(() => readTillLog(userId));
  const change = useCallback(
    (next: (current: TillLog) => TillLog) =>
      setLog((current) => {
        const changed = next(current);
        writeTillLog(userId, changed);
        return changed;
      }),
    [userId],
  );
  return {
    log,
    setStatementDay: (cardId: string, day: number | undefined) =>
      change((current) => {
        const statementDays = { ...current.statementDays };
        if (day === undefined) delete statementDays[cardId];
        else statementDays[cardId] = day;
        return { ...current, statementDays };
      }),
    noteSpend: (cardId: string, spend: DatedSpendInput) =>
      change((current) => ({
        ...current,
        spends: [...current.spends, { id: newSpendId(), cardId, ...spend }],
      })),
    removeSpend: (id: string) =>
      change((current) => ({
        ...current,
        spends: current.spends.filter((spend) => spend.id !== id),
      })),
  };
}
