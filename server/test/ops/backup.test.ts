import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import path from 'node:path';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingKinds } from '@sg-finance/contract';
import { jpegBytes, listingForm, pngBytes } from '../support/fixtures.js';
import { restoreRefusal } from './restore-refusal.js';
import { runCli } from './run-cli.js';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from './site-process.js';

const card = listingKinds[0]!;
/** Between two writes of the load beside the backup. */
const WRITE_PAUSE_MS = 50;
const admin = { email: 'backup-admin@example.test', password: 'a-long-admin-password' };
let work: string;
let site: SiteProcess | undefined;

interface Listing {
  _id: string;
  slug: string;
  title: string;
  image: string;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'backup-'));
});

afterAll(async () => {
  if (site) await stopSiteProcess(site, 'SIGKILL');
  await rm(work, { recursive: true, force: true });
});

async function adminToken(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await response.json()) as { token: string }).token;
}

async function createListing(baseUrl: string, token: string, index: number): Promise<Listing> {
  const data = new FormData();
  for (const [name, value] of Object.entries(
    listingForm(card, { title: `Card ${index}`, slug: `card-${index}` }),
  )) {
    data.append(name, value);
  }
  data.append('image', new Blob([index % 2 ? pngBytes : jpegBytes]), 'image.png');
  const response = await fetch(`${baseUrl}${card.apiPath}/create`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: data,
  });
  if (response.status !== 201) throw new Error(`create: ${response.status}`);
  return (await response.json()) as Listing;
}

async function listingsOf(baseUrl: string): Promise<Listing[]> {
  return (await (await fetch(`${baseUrl}${card.apiPath}?limit=100`)).json()) as Listing[];
}

describe('npm run backup and npm run restore', () => {
  const dataDir = () => path.join(work, 'data');
  const archive = () => path.join(work, 'site-backup.tar.gz');

  it('back up the database and the uploads while the site takes writes, and restore them', async () => {
    site = await startSiteProcess({
      DATA_DIR: dataDir(),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
    });
    const token = await adminToken(site.baseUrl);
    const before = await Promise.all(
      Array.from({ length: 5 }, (_, index) => createListing(site!.baseUrl, token, index)),
    );

    let writing = true;
    const running = site;
    // Paced, so the writes overlap the backup without taking the CPU from it: unpaced, a loaded
    // machine's slower backup let them add hundreds of images, each encoded by the site.
    const load = (async () => {
      for (let index = 100; writing; index += 1) {
        await createListing(running.baseUrl, token, index);
        await delay(WRITE_PAUSE_MS);
      }
    })();
    const backup = await runCli('backup', ['--out', archive()], { DATA_DIR: dataDir() });
    writing = false;
    await load;
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(
      new RegExp(`^Backup written to ${archive()}: \\d+ files, \\d+ bytes\\.`),
    );
    await stopSiteProcess(site, 'SIGTERM');

    const restoredDir = path.join(work, 'restored');
    const restore = await runCli('restore', ['--from', archive()], { DATA_DIR: restoredDir });
    expect(restore.stdout).toContain(`into ${restoredDir}.`);

    site = await startSiteProcess({ DATA_DIR: restoredDir });
    const restored = await listingsOf(site.baseUrl);
    const originals = new Map(
      (await readdir(path.join(dataDir(), 'uploads'))).map((name) => [name, name]),
    );
    for (const listing of before) {
      expect(restored).toContainEqual(
        expect.objectContaining({ _id: listing._id, title: listing.title, image: listing.image }),
      );
    }
    for (const listing of restored) {
      const name = path.basename(listing.image);
      expect(originals.has(name)).toBe(true);
      const served = Buffer.from(
        await (await fetch(`${site.baseUrl}${listing.image}`)).arrayBuffer(),
      );
      expect(Buffer.compare(served, await readFile(path.join(dataDir(), 'uploads', name)))).toBe(0);
    }
    expect((await readdir(path.join(restoredDir, 'uploads'))).sort()).toEqual(
      restored.map((listing) => path.basename(listing.image)).sort(),
    );
    await stopSiteProcess(site, 'SIGTERM');
    site = undefined;
  }, 180_000);

  it('refuse a damaged archive, a foreign file and a data folder in use, changing nothing', async () => {
    const target = path.join(work, 'untouched');
    // The command prints the refusal and exits 1 (here for a damaged file); the other refusals
    // are the same function's, called in this process.

    const bytes = await readFile(archive());
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await writeFile(path.join(work, 'damaged.tar.gz'), bytes);
    const damaged = await runCli('restore', ['--from', path.join(work, 'damaged.tar.gz')], {
      DATA_DIR: target,
    });
    expect(damaged.code).toBe(1);
    // A flipped byte breaks the gzip stream, or changes a file before gzip's own check is reached.
    expect(damaged.stderr).toMatch(
      /damaged\.tar\.gz (cannot be unpacked: it is damaged or not a backup archive \(.+\)|is damaged: \S+ does not match its checksum)\. Nothing was restored\.\n$/,
    );

    const unpacked = path.join(work, 'unpacked');
    await mkdir(unpacked);
    await tar.extract({ file: archive(), cwd: unpacked });
    const journal = (await readdir(path.join(unpacked, 'db'))).find((name) =>
      name.startsWith('journal-'),
    )!;
    await writeFile(path.join(unpacked, 'db', journal), 'tampered');
    await tar.create({ gzip: true, file: path.join(work, 'tampered.tar.gz'), cwd: unpacked }, [
      'manifest.json',
      ...(await readdir(unpacked)).filter((name) => name !== 'manifest.json'),
    ]);
    expect(await restoreRefusal(path.join(work, 'tampered.tar.gz'), target)).toBe(
      `${path.join(work, 'tampered.tar.gz')} is damaged: db/${journal} does not match its checksum. Nothing was restored.`,
    );

    await writeFile(path.join(work, 'notes.txt'), 'not an archive');
    expect(await restoreRefusal(path.join(work, 'notes.txt'), target)).toContain(
      'notes.txt cannot be unpacked: it is damaged or not a backup archive',
    );

    const other = path.join(work, 'other');
    await mkdir(path.join(other, 'data'), { recursive: true });
    await writeFile(path.join(other, 'data', 'readme.txt'), 'hello');
    await tar.create({ gzip: true, file: path.join(work, 'other.tar.gz'), cwd: other }, ['data']);
    expect(await restoreRefusal(path.join(work, 'other.tar.gz'), target)).toBe(
      `${path.join(work, 'other.tar.gz')} is not a backup made by npm run backup (it has no readable manifest). Nothing was restored.`,
    );

    await expect(readdir(target)).rejects.toThrow(/ENOENT/);

    expect(await restoreRefusal(archive(), dataDir())).toBe(
      `${dataDir()} already holds a database or uploads: restore into an empty data folder (set DATA_DIR). Nothing was restored.`,
    );
  }, 120_000);
});
