import { existsSync } from 'node:fs';
import path from 'node:path';
import mongoose from 'mongoose';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  specBankNames,
  compareProviderNames,
  listingKindByKey,
  listingKinds,
  termsSchemas,
  type CardTerms,
} from '@sg-finance/contract';
import { listingModel } from '../../src/models/listing.model.js';
import { PostModel } from '../../src/models/post.model.js';
import { ProviderModel } from '../../src/models/provider.model.js';
import { RevisionModel } from '../../src/models/revision.model.js';
import { DEMO_FIGURES_NOTE } from '../../src/seed/data/demo-listing.js';
import { demoProviders } from '../../src/seed/data/providers.js';
import {
  demoListings,
  demoProviderNames,
  isCatalogueEmpty,
  seedDemoData,
} from '../../src/seed/seed-demo.js';
import { repairAllRevisions } from '../../src/services/revision-repair.js';
import { DiskImageStore, Uploads } from '../../src/uploads/index.js';
import { draftRawSchema } from '../../src/validation/rich-text.schema.js';
import { useSeededDemo } from '../support/seeded-demo.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
/** The records one seeding of an empty database wrote, written again. */
const writeSeededRecords = useSeededDemo(api);

async function counts() {
  const listings = await Promise.all(
    listingKinds.map((kind) => listingModel(kind).countDocuments()),
  );
  return { listings, posts: await PostModel.countDocuments() };
}

describe('demo data', () => {
  it('fills an empty catalogue with several products per kind', async () => {
    expect(await isCatalogueEmpty()).toBe(true);

    const result = await seedDemoData(new Uploads(new DiskImageStore(api.config.uploadDir)));

    expect(await isCatalogueEmpty()).toBe(false);
    const named = new Set<string>();
    for (const kind of listingKinds) {
      const response = await request(api.app).get(kind.apiPath).expect(200);
      expect(response.body.length, kind.apiPath).toBeGreaterThanOrEqual(3);
      for (const listing of response.body) {
        named.add(listing.category);
        expect(listing.tiers.tier1, listing.slug).not.toBe('');
        expect(listing.rewardOffer.length, listing.slug).toBeGreaterThan(0);
        for (const field of kind.listFields) expect(listing[field].length).toBeGreaterThan(0);
        const image = await request(api.app).get(listing.image).expect(200);
        expect(image.headers['content-type']).toBe('image/webp');
      }
    }
    const providers = await request(api.app).get('/api/providers').expect(200);
    const names = providers.body.map((provider: { name: string }) => provider.name);
    expect(names.slice(0, specBankNames.length)).toEqual(specBankNames);
    expect(new Set(names)).toEqual(new Set([...specBankNames, ...named]));
    expect(names).toEqual([...names].sort(compareProviderNames));
    expect(result.providers).toBe(names.length - specBankNames.length);
    expect(result.listings).toBe((await counts()).listings.reduce((sum, count) => sum + count, 0));
  });

  it('creates a provider, with its kind and website, for every provider a demo listing names', async () => {
    const named = new Set(
      listingKinds.flatMap((kind) => demoListings[kind.key].map((demo) => demo.category)),
    );
    expect(new Set(demoProviderNames())).toEqual(named);

    await writeSeededRecords();

    const providers = await request(api.app).get('/api/providers').expect(200);
    for (const name of named) {
      const provider = providers.body.find((each: { name: string }) => each.name === name);
      const { kind, website } = demoProviders[name];
      expect(provider, name).toMatchObject({ kind, website });
    }
  });

  it('has a few offers that end within two weeks of loading, in more than one kind', () => {
    const today = new Date().toISOString().slice(0, 10);
    const inTwoWeeks = new Date(Date.now() + 14 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    const ending = listingKinds.flatMap((kind) =>
      demoListings[kind.key].flatMap((demo) =>
        demo.rewardOffer
          .filter((offer) => offer.expiresAt !== undefined)
          .map((offer) => ({ kind: kind.key, expiresAt: offer.expiresAt ?? '' })),
      ),
    );
    const soon = ending.filter(({ expiresAt }) => expiresAt > today && expiresAt < inTwoWeeks);
    expect(soon.length).toBeGreaterThanOrEqual(3);
    expect(new Set(soon.map(({ kind }) => kind)).size).toBeGreaterThanOrEqual(2);
  });

  it('has real products with full terms: cashback and miles cards at most of the nine banks', () => {
    const all = listingKinds.flatMap((kind) =>
      demoListings[kind.key].map((demo) => ({ kind, demo })),
    );
    expect(all.length).toBeGreaterThanOrEqual(30);
    for (const { kind, demo } of all) {
      const parsed = termsSchemas[kind.key].safeParse(demo.terms);
      expect(parsed.success, `${demo.slug}: ${parsed.error?.message}`).toBe(true);
      expect(Object.keys(demo.terms).length, demo.slug).toBeGreaterThan(1);
    }
    const cards = demoListings.card.map((demo) => demo.terms as CardTerms);
    expect(cards.length).toBeGreaterThanOrEqual(12);
    for (const rewardType of ['cashback', 'miles'] as const) {
      expect(cards.filter((terms) => terms.rewardType === rewardType).length).toBeGreaterThan(3);
    }
    const cardProviders = new Set(demoListings.card.map((demo) => demo.category as string));
    expect(specBankNames.filter((bank) => cardProviders.has(bank)).length).toBeGreaterThanOrEqual(
      7,
    );
  });

  it('says on every seeded listing that it is a demonstration with sourced figures', async () => {
    await writeSeededRecords();
    for (const kind of listingKinds) {
      const response = await request(api.app).get(kind.apiPath).expect(200);
      for (const listing of response.body) {
        expect(listing.terms, listing.slug).toEqual(
          demoListings[kind.key].find((demo) => demo.slug === listing.slug)?.terms,
        );
        expect(listing[kind.listFields.at(-1)!], listing.slug).toContain(DEMO_FIGURES_NOTE);
      }
    }
  });

  it('writes every record with its revision, so start-up repair finds none missing', async () => {
    await writeSeededRecords();
    const records =
      (await counts()).listings.reduce((sum, count) => sum + count, 0) +
      (await PostModel.countDocuments());
    const catalogue = { kind: mongoose.trusted({ $ne: 'provider' }) };
    const created = await RevisionModel.countDocuments({ ...catalogue, operation: 'create' });

    expect(await repairAllRevisions()).toBe(0);
    expect(created).toBe(records);
    expect(await RevisionModel.distinct('by.name', catalogue)).toEqual(['Demo catalogue']);
    // The providers every start creates are written by it, each with its revision.
    expect(await RevisionModel.countDocuments({ kind: 'provider', operation: 'create' })).toBe(
      await ProviderModel.countDocuments(),
    );
    expect(await RevisionModel.distinct('by.name', { kind: 'provider' })).toEqual([
      'Site start-up',
    ]);
  });

  it('stores a product whose source dates earlier figures through those dated revisions', async () => {
    await writeSeededRecords();
    const demo = demoListings.saving.find((listing) => listing.slug === 'uob-one-account')!;
    const days = [...(demo.earlier ?? []).map((state) => state.since), demo.since];
    expect(days).toEqual(['2022-09-02', '2024-05-01', '2025-05-01', '2025-09-01', '2025-12-01']);

    const changes = await request(api.app).get('/api/changes/saving/uob-one-account').expect(200);
    const told = changes.body.data.map(
      (change: { at: string; operation: string; changes: { label: string }[] }) => ({
        at: change.at,
        operation: change.operation,
        termsChanged: change.changes.length > 0,
      }),
    );
    expect(told).toEqual([
      { at: '2025-11-30T16:00:00.000Z', operation: 'update', termsChanged: true },
      { at: '2025-08-31T16:00:00.000Z', operation: 'update', termsChanged: true },
      { at: '2025-04-30T16:00:00.000Z', operation: 'update', termsChanged: true },
      { at: '2024-04-30T16:00:00.000Z', operation: 'update', termsChanged: true },
      { at: '2022-09-01T16:00:00.000Z', operation: 'create', termsChanged: false },
    ]);
    const stored = await listingModel(listingKindByKey('saving'))
      .findOne({ slug: 'uob-one-account' })
      .lean();
    expect(stored?.terms).toEqual(demo.terms);
    expect(stored?.createdAt.toISOString()).toBe('2022-09-01T16:00:00.000Z');
    expect(stored?.updatedAt.toISOString()).toBe('2025-11-30T16:00:00.000Z');
  });

  it('writes blog posts with tags, a cover and valid draft-js bodies', async () => {
    await seedDemoData(new Uploads(new DiskImageStore(api.config.uploadDir)));

    const response = await request(api.app).get('/api/posts').expect(200);

    expect(response.body.data.length).toBeGreaterThanOrEqual(3);
    expect(response.body.tags.length).toBeGreaterThan(2);
    for (const post of response.body.data) {
      const body = draftRawSchema.safeParse(JSON.parse(post.richTextDescription));
      expect(body.success, post.slug).toBe(true);
      expect(existsSync(path.join(api.config.uploadDir, path.basename(post.image)))).toBe(true);
    }
  });

  it('adds nothing when run a second time', async () => {
    const store = new Uploads(new DiskImageStore(api.config.uploadDir));
    await seedDemoData(store);
    const first = await counts();
    const files = await api.uploadedFiles();

    const again = await seedDemoData(store);

    expect(again).toEqual({ providers: 0, listings: 0, posts: 0, merchants: 0 });
    expect(await counts()).toEqual(first);
    expect(await api.uploadedFiles()).toEqual(files);
  });

  it('keeps a picture already stored, with its own size, without drawing it again', async () => {
    const store = new Uploads(new DiskImageStore(api.config.uploadDir));
    const square = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
    );
    const wide = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><rect width="300" height="100"/></svg>',
    );
    const first = await store.writeImageIfMissing('demo-kept', square);
    const files = await api.uploadedFiles();

    const again = await store.writeImageIfMissing('demo-kept', wide);

    expect(first).toEqual({ url: '/uploads/demo-kept.webp', width: 100, height: 100 });
    expect(again).toEqual(first);
    expect(await api.uploadedFiles()).toEqual(files);
  });

  it('adds back only what is missing', async () => {
    const store = new Uploads(new DiskImageStore(api.config.uploadDir));
    await seedDemoData(store);
    const card = listingKinds[0]!;
    await listingModel(card).deleteOne({ slug: 'hsbc-revolution-card' });

    expect(await seedDemoData(store)).toEqual({
      providers: 0,
      listings: 1,
      posts: 0,
      merchants: 0,
    });
  });
});
