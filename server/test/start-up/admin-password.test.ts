import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from '../../src/config/env.js';
import { passwordMessages } from '../../src/validation/password.js';
import { runCli } from '../ops/run-cli.js';
import { startServerProcess } from '../support/server-process.js';

let work = '';

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'admin-password-'));
});

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const owner = (password: string) => ({
  NODE_ENV: 'test',
  DATA_DIR: path.join(work, 'config-only'),
  JWT_SECRET: 'a-test-secret-that-is-long-enough-0123456789',
  ADMIN_EMAIL: 'owner@example.test',
  ADMIN_PASSWORD: password,
});

// Registration answers the same words: test/api/users.test.ts.
describe('ADMIN_PASSWORD follows the password rule of registration and create-admin', () => {
  it.each([
    ['123456', passwordMessages.tooCommon],
    ['aaaaaaaa', passwordMessages.tooCommon],
    ['Xq7!z', passwordMessages.tooShort],
    ['correct-horse-battery-staple-'.repeat(3), passwordMessages.tooLong],
  ])('refuses %s with the rule’s message', (password, message) => {
    expect(() => parseConfig(owner(password))).toThrow(
      new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${message}`),
    );
  });

  it('accepts a password the rule accepts', () => {
    expect(parseConfig(owner('owner-password-7')).admin?.password).toBe('owner-password-7');
  });

  it('ADMIN_PASSWORD=123456 stops the server at start, with the words create-admin prints, and creates no one', async () => {
    const dataDir = path.join(work, 'site');
    const start = startServerProcess({
      entry: 'sources',
      dataDir,
      env: { ADMIN_EMAIL: 'owner@example.test', ADMIN_PASSWORD: '123456' },
    });
    await expect(start).rejects.toThrow(`ADMIN_PASSWORD: ${passwordMessages.tooCommon}`);
    await expect(readdir(path.join(dataDir, 'db'))).rejects.toThrow(/ENOENT/);

    const createAdmin = await runCli(
      'create-admin',
      ['--email', 'owner@example.test', '--password', '123456'],
      { DATA_DIR: dataDir },
    );
    expect(createAdmin.code).toBe(1);
    expect(createAdmin.stderr.split('\n')[0]).toBe(passwordMessages.tooCommon);
  }, 60_000);
});
