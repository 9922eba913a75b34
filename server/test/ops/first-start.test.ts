import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from './site-process.js';

let dataDir: string;
let site: SiteProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'first-start-'));
});

afterAll(async () => {
  if (site) await stopSiteProcess(site, 'SIGTERM');
  await rm(dataDir, { recursive: true, force: true });
});

describe('the first start of a site with the demo catalogue', () => {
  it('loads the demo data with its revisions, so start-up repairs nothing', async () => {
    site = await startSiteProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true' });

    expect(site.output()).toMatch(/Demo data loaded: \d+ listings and \d+ posts/);
    expect(site.output()).not.toContain('Revisions repaired');
    const changes = await fetch(`${site.baseUrl}/api/changes/saving/uob-one-account`);
    const body = (await changes.json()) as { data: { at: string }[] };
    expect(body.data.map((change) => change.at.slice(0, 10))).toEqual([
      '2025-11-30',
      '2025-08-31',
      '2025-04-30',
      '2024-04-30',
      '2022-09-01',
    ]);
  }, 120_000);
});
