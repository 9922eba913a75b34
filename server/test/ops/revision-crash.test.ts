import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingKindByKey } from '@sg-finance/contract';
import type { RevisionFailpoint } from '../../src/services/revision-failpoint.js';
import { listingForm } from '../support/fixtures.js';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from './site-process.js';

const card = listingKindByKey('card');
const admin = { email: 'revision-admin@example.test', password: 'a-long-admin-password' };
let dataDir: string;
let site: SiteProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'revision-crash-'));
});

afterAll(async () => {
  if (site) await stopSiteProcess(site, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** The server on the test's data folder, killing itself at `killAt` if given. */
async function start(killAt?: RevisionFailpoint): Promise<SiteProcess> {
  if (site) await stopSiteProcess(site, 'SIGTERM');
  site = await startSiteProcess({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(killAt ? { REVISION_KILL_AT: killAt } : {}),
  });
  return site;
}

async function token(running: SiteProcess): Promise<string> {
  const response = await fetch(`${running.baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

/** Sends a write the server dies in, and waits until it is gone killed by SIGKILL. */
async function sendAndDie(running: SiteProcess, route: string, init: RequestInit) {
  const exited = new Promise<NodeJS.Signals | null>((resolve) =>
    running.process.once('exit', (_code, signal) => resolve(signal)),
  );
  const answer = await fetch(`${running.baseUrl}${route}`, init).catch(() => 'no answer');
  expect(answer).toBe('no answer');
  expect(await exited).toBe('SIGKILL');
}

interface RevisionAnswer {
  number: number;
  operation: string;
  by: { name: string };
  document: { title: string };
}

async function history(running: SiteProcess, id: string): Promise<RevisionAnswer[]> {
  const response = await fetch(`${running.baseUrl}/api/history/card/${id}`, {
    headers: { Authorization: await token(running) },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: RevisionAnswer[] }).data;
}

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

describe('a server killed with SIGKILL between a record and its revision', () => {
  it('leaves no saved record without its revision, and no revision of a delete that did not happen', async () => {
    let running = await start('after-record-write');
    await sendAndDie(running, `${card.apiPath}/create`, {
      method: 'POST',
      headers: { Authorization: await token(running) },
      body: form(listingForm(card, { title: 'Cut short', slug: 'cut-short' })),
    });

    running = await start('after-record-write');
    expect(running.output()).toContain('Revisions repaired: 1 (');
    const created = await fetch(`${running.baseUrl}${card.apiPath}/cut-short`);
    const [{ _id: id }] = (await created.json()) as [{ _id: string }];
    expect((await history(running, id)).map((entry) => [entry.number, entry.operation])).toEqual([
      [0, 'create'],
    ]);
    await sendAndDie(running, `${card.apiPath}/update`, {
      method: 'PUT',
      headers: { Authorization: await token(running) },
      body: form({ id, title: 'Renamed, cut short' }),
    });

    running = await start('after-delete-revision');
    const afterUpdate = await history(running, id);
    expect(
      afterUpdate.map((entry) => [entry.number, entry.operation, entry.document.title]),
    ).toEqual([
      [1, 'update', 'Renamed, cut short'],
      [0, 'create', 'Cut short'],
    ]);
    // The note kept on the record names who saved, though the process died before the revision.
    expect(afterUpdate[0]!.by.name).toBe('Administrator');
    await sendAndDie(running, `${card.apiPath}/delete/${id}`, {
      method: 'DELETE',
      headers: { Authorization: await token(running) },
    });

    running = await start();
    expect((await fetch(`${running.baseUrl}${card.apiPath}/cut-short`)).status).toBe(200);
    expect((await history(running, id)).map((entry) => entry.operation)).toEqual([
      'update',
      'create',
    ]);
    const deleted = await fetch(`${running.baseUrl}${card.apiPath}/delete/${id}`, {
      method: 'DELETE',
      headers: { Authorization: await token(running) },
    });
    expect(deleted.status).toBe(200);
    expect((await history(running, id)).map((entry) => [entry.number, entry.operation])).toEqual([
      [2, 'delete'],
      [1, 'update'],
      [0, 'create'],
    ]);
    // Four starts of the real server on a shared machine.
  }, 240_000);
});
