import { rm } from 'node:fs/promises';
import { vi } from 'vitest';
import type { OutboxMessage } from '@sg-finance/contract';
import { readOutbox } from '../../src/mail/index.js';
import type { TestApi } from './test-api.js';

/** Empties the outbox folder of the test's data folder. */
export async function emptyOutbox(api: TestApi): Promise<void> {
  await rm(api.config.mail.outboxDir, { recursive: true, force: true });
}

/** The outbox's messages to `to`, newest first. */
export async function messagesTo(api: TestApi, to: string): Promise<OutboxMessage[]> {
  const { messages } = await readOutbox(api.config.mail.outboxDir);
  return messages.filter((message) => message.to === to);
}

/** Waits for the reset mail sent after the answer, and reads the token from its link. */
export async function resetTokenMailedTo(api: TestApi, to: string): Promise<string> {
  const message = await vi.waitFor(
    async () => {
      const [newest] = await messagesTo(api, to);
      if (!newest) throw new Error(`no mail to ${to} yet`);
      return newest;
    },
    { timeout: 5000, interval: 50 },
  );
  const token = /\/reset-password#token=([\w-]+)/.exec(message.text)?.[1];
  if (!token) throw new Error(`no reset link in: ${message.text}`);
  return token;
}
