import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
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

/** When a message was written, read back from its id (`2026-11-24T22-44-25-123Z-...`). */
function dateOfId(id: string): Date {
  const [, day, hours, minutes, seconds, millis] =
    /^(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z/.exec(id) ?? [];
  return new Date(`${day}T${hours}:${minutes}:${seconds}.${millis}Z`);
}

async function messageIds(folder: string): Promise<string[]> {
  const names = await readdir(folder).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  return names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter((id) => idPattern.test(id));
}

async function removeMessage(folder: string, id: string): Promise<void> {
  await rm(path.join(folder, `${id}.eml`), { force: true });
  await rm(path.join(folder, `${id}.json`), { force: true });
}

/** Deletes the messages written before `before` (the retention setting's cut-off). */
export async function removeMessagesBefore(folder: string, before: Date): Promise<number> {
  const old = (await messageIds(folder)).filter((id) => dateOfId(id) < before);
  for (const id of old) await removeMessage(folder, id);
  return old.length;
}

/** Deletes every message to `to`: a deleted account's mail goes with it. */
export async function removeMessagesTo(folder: string, to: string): Promise<number> {
  const ids = await messageIds(folder);
  let removed = 0;
  for (const id of ids) {
    const message = await readMessage(path.join(folder, `${id}.json`));
    if (message?.to !== to) continue;
    await removeMessage(folder, id);
    removed += 1;
  }
  return removed;
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
  const ids = (await messageIds(folder)).sort().reverse();
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
