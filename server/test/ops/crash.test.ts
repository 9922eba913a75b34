import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingKinds } from '@sg-finance/contract';
import { ORPHAN_AGE_MS } from '../../src/uploads/index.js';
import { jpegBytes, listingForm, pngBytes } from '../support/fixtures.js';
import { startSiteProcess, stopSiteProcess, type SiteProcess } from './site-process.js';

const card = listingKinds[0]!;
const admin = { email: 'crash-admin@example.test', password: 'a-long-admin-password' };
let dataDir: string;
let site: SiteProcess | undefined;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'crash-'));
});

afterAll(async () => {
  if (site) await stopSiteProcess(site, 'SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

const env = () => ({ DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });

async function token(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(admin),
  });
  return ((await response.json()) as { token: string }).token;
}

function form(fields: Record<string, string>, image: Buffer): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('image', new Blob([image]), 'image.png');
  return data;
}

interface Listing {
  _id: string;
  slug: string;
  title: string;
  image: string;
}

async function send(baseUrl: string, auth: string, method: string, route: string, body: FormData) {
  const response = await fetch(`${baseUrl}${card.apiPath}/${route}`, {
    method,
    headers: { Authorization: `Bearer ${auth}` },
    body,
  });
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status}`);
  return (await response.json()) as Listing;
}

describe('a server killed with SIGKILL in the middle of writes with images', () => {
  it('loses no acknowledged write and leaves no orphan file once restarted', async () => {
    site = await startSiteProcess(env());
    const auth = await token(site.baseUrl);
    const base = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        send(
          site!.baseUrl,
          auth,
          'POST',
          'create',
          form(listingForm(card, { title: `Base ${index}`, slug: `base-${index}` }), pngBytes),
        ),
      ),
    );

    const acknowledged: Array<{ kind: 'create' | 'update'; listing: Listing }> = [];
    const running = site;
    const writes = [
      ...Array.from(
        { length: 40 },
        (_, index) => () =>
          send(
            running.baseUrl,
            auth,
            'POST',
            'create',
            form(listingForm(card, { title: `New ${index}`, slug: `new-${index}` }), jpegBytes),
          ).then((listing) => acknowledged.push({ kind: 'create', listing })),
      ),
      ...base.map(
        (listing, index) => () =>
          send(
            running.baseUrl,
            auth,
            'PUT',
            'update',
            form({ id: listing._id, title: `Updated ${index}` }, jpegBytes),
          ).then((updated) => acknowledged.push({ kind: 'update', listing: updated })),
      ),
    ];
    const inFlight = writes.map((write) => write().catch(() => undefined));
    await new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (acknowledged.length >= 8) {
          clearInterval(check);
          resolve();
        }
      }, 5);
    });
    await stopSiteProcess(running, 'SIGKILL');
    await Promise.all(inFlight);
    expect(acknowledged.length).toBeLessThan(writes.length);

    // Restarted more than an hour later, as far as the files can tell.
    const uploadDir = path.join(dataDir, 'uploads');
    const anHourAgo = new Date(Date.now() - ORPHAN_AGE_MS - 60_000);
    for (const name of await readdir(uploadDir)) {
      await utimes(path.join(uploadDir, name), anHourAgo, anHourAgo);
    }
    site = await startSiteProcess(env());

    for (const { kind, listing } of acknowledged) {
      const stored = (await (
        await fetch(`${site.baseUrl}${card.apiPath}/${listing._id}`)
      ).json()) as Listing[];
      expect(stored[0]).toMatchObject(
        kind === 'create'
          ? { slug: listing.slug, image: listing.image }
          : { title: listing.title, image: listing.image },
      );
      expect((await fetch(`${site.baseUrl}${listing.image}`)).status).toBe(200);
    }
    const all = (await (
      await fetch(`${site.baseUrl}${card.apiPath}?limit=100`)
    ).json()) as Listing[];
    const used = new Set(all.map((listing) => path.basename(listing.image)));
    for (const listing of all)
      expect((await fetch(`${site.baseUrl}${listing.image}`)).status).toBe(200);
    expect((await readdir(uploadDir)).sort()).toEqual([...used].sort());
  }, 120_000);
});
