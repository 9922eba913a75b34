import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, writeFile } from 'node:fs/promises';
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
 * Writes `data` to `file` whole or not at all: into a temporary file beside it first, renamed
 * over it once written, so a crash never leaves a file cut short under the final name.
 */
async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(4).toString('hex')}.tmp`,
  );
  await writeFile(temporary, data, { mode: 0o600 });
  await rename(temporary, file);
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
  await writeWhole(path.join(folder, `${stored.id}.eml`), raw);
  await writeWhole(path.join(folder, `${stored.id}.json`), JSON.stringify(stored, null, 2));
  return stored;
}

/** The message of one `.json` file; undefined for a file that is empty, cut short or not one. */
async function readMessage(file: string): Promise<OutboxMessage | undefined> {
  try {
    const message = JSON.parse(await readFile(file, 'utf8')) as Partial<OutboxMessage> | null;
    const fields = [message?.id, message?.date, message?.to, message?.subject, message?.text];
    return fields.every((field) => typeof field === 'string')
      ? (message as OutboxMessage)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The newest messages first; an outbox that was never written to is empty. A message file that
 * cannot be read (empty, cut short, not a message) is left out and named in `unreadable`.
 */
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
  const read = await Promise.all(
    ids
      .slice(0, limit)
      .map(async (id) => ({ id, message: await readMessage(path.join(folder, `${id}.json`)) })),
  );
  return {
    messages: read.flatMap(({ message }) => (message ? [message] : [])),
    total: ids.length,
    unreadable: read.flatMap(({ id, message }) => (message ? [] : [`${id}.json`])),
  };
}
