import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { OutboxAnswer, OutboxMessage } from '@sg-finance/contract';

/** The newest messages the admin's outbox lists. */
export const OUTBOX_LIST_LIMIT = 200;

const idPattern = /^[0-9TZ-]+-[0-9a-f]{8}$/;

/** Names sort by time: `2026-11-24T22-44-25-123Z-1a2b3c4d`. */
function newMessageId(date: Date): string {
  return `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
}

/**
 * Writes a message as `<id>.eml` (the whole message, which a mail program opens) and `<id>.json`
 * (its fields, which the admin's outbox reads), both readable by the server's user only: a
 * password reset message carries a link that signs its reader into the account.
 */
export async function writeToOutbox(
  folder: string,
  message: Omit<OutboxMessage, 'id' | 'date'>,
  raw: Buffer,
  date = new Date(),
): Promise<OutboxMessage> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const stored: OutboxMessage = { id: newMessageId(date), date: date.toISOString(), ...message };
  await writeFile(path.join(folder, `${stored.id}.eml`), raw, { mode: 0o600 });
  await writeFile(path.join(folder, `${stored.id}.json`), JSON.stringify(stored, null, 2), {
    mode: 0o600,
  });
  return stored;
}

/** The newest messages first; an outbox that was never written to is empty. */
export async function readOutbox(
  folder: string,
  limit = OUTBOX_LIST_LIMIT,
): Promise<Omit<OutboxAnswer, 'smtp'>> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => idPattern.test(id))
    .sort()
    .reverse();
  const messages = await Promise.all(
    ids
      .slice(0, limit)
      .map(
        async (id) =>
          JSON.parse(await readFile(path.join(folder, `${id}.json`), 'utf8')) as OutboxMessage,
      ),
  );
  return { messages, total: ids.length };
}
