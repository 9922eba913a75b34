import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/env.js';
import { createMailer, readOutbox } from '../../src/mail/index.js';

const base = { NODE_ENV: 'test', JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789' };

/**
 * A mail server on a local port that speaks just enough SMTP (no TLS, no authentication) to take
 * messages, and keeps the data of each.
 */
async function startSmtpServer(): Promise<{ server: Server; port: number; received: string[] }> {
  const received: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let buffered = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end === -1) return;
          received.push(buffered.slice(0, end));
          buffered = buffered.slice(end + 5);
          inData = false;
          socket.write('250 queued\r\n');
          continue;
        }
        const lineEnd = buffered.indexOf('\r\n');
        if (lineEnd === -1) return;
        const command = buffered.slice(0, lineEnd).toUpperCase();
        buffered = buffered.slice(lineEnd + 2);
        if (command.startsWith('DATA')) {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, received };
}

let cleanUp: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  await Promise.all(cleanUp.map((step) => step()));
  cleanUp = [];
});

async function dataFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'mail-test-'));
  cleanUp.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

const message = {
  to: 'una@example.test',
  subject: 'Your card changed',
  text: 'The annual fee is now S$196.20.',
};

describe('mail settings', () => {
  it('write into DATA_DIR/outbox from the site by default', async () => {
    const folder = await dataFolder();
    const config = parseConfig({ ...base, DATA_DIR: folder });
    expect(config.mail).toEqual({
      smtpUrl: undefined,
      from: 'SG Finance Rewards <no-reply@localhost>',
      outboxDir: path.join(folder, 'outbox'),
      retentionDays: 30,
    });
    expect(parseConfig({ ...base, OUTBOX_RETENTION_DAYS: '7' }).mail.retentionDays).toBe(7);
  });

  it.each(['http://mail.example.test', 'mail.example.test:587'])(
    'refuse SMTP_URL=%s with the rule',
    (smtpUrl) => {
      expect(() => parseConfig({ ...base, SMTP_URL: smtpUrl })).toThrow(
        new ConfigError('Invalid configuration:\n  SMTP_URL: must start with smtp:// or smtps://'),
      );
    },
  );
});

describe('createMailer', () => {
  it('sends through SMTP_URL when it is set, and writes no outbox', async () => {
    const smtp = await startSmtpServer();
    cleanUp.push(() => new Promise((resolve) => smtp.server.close(resolve)));
    const folder = await dataFolder();
    const config = parseConfig({
      ...base,
      DATA_DIR: folder,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_FROM: 'Alerts <alerts@example.test>',
    });

    await createMailer(config.mail).sendMail(message);

    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatch(/^From: Alerts <alerts@example\.test>$/m);
    expect(smtp.received[0]).toMatch(/^To: una@example\.test$/m);
    expect(smtp.received[0]).toMatch(/^Subject: Your card changed$/m);
    expect(smtp.received[0]).toContain('The annual fee is now S$196.20.');
    expect(existsSync(config.mail.outboxDir)).toBe(false);
  });

  it('writes the message into the outbox without SMTP_URL, text and html', async () => {
    const folder = await dataFolder();
    const config = parseConfig({ ...base, DATA_DIR: folder });

    await createMailer(config.mail).sendMail({
      ...message,
      html: '<p>The annual fee is now S$196.20.</p>',
    });

    const { messages, total } = await readOutbox(config.mail.outboxDir);
    expect(total).toBe(1);
    expect(messages[0]).toEqual({
      id: expect.stringMatching(/^\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{8}$/),
      date: expect.any(String),
      from: 'SG Finance Rewards <no-reply@localhost>',
      ...message,
      html: '<p>The annual fee is now S$196.20.</p>',
    });
  });
});
