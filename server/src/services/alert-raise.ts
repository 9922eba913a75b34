import { AlertModel, type AlertRecord } from '../models/alert.model.js';

/** The one record of how far the alerts have read (`AlertMarkModel`). */
export const ALERT_MARK_ID = 'revisions';

export type NewAlert = Omit<AlertRecord, 'read' | 'mailedAt'>;

/** Stores the alert unless the user has it already; answers whether it was new. */
export async function raise(alert: NewAlert): Promise<boolean> {
  const result = await AlertModel.updateOne(
    { userId: alert.userId, source: alert.source },
    { $setOnInsert: { ...alert, read: false, mailedAt: null } },
    { upsert: true },
  );
  return result.upsertedCount > 0;
}
