import {
  compareProviderNames,
  listingKinds,
  type ListField,
  type ListingKind,
  type ListingKindKey,
} from '@sg-finance/contract';
import { listingModel } from '../models/listing.model.js';
import { PostModel } from '../models/post.model.js';
import { ensureMerchants } from '../services/merchant.service.js';
import { ensureProviders, ensureProvidersNamed } from '../services/provider.service.js';
import type { Actor } from '../models/revision.model.js';
import { recordSaved, type SaveNote } from '../services/revision.service.js';
import { imageFieldsOf, type Uploads } from '../uploads/index.js';
import { demoCreditCards } from './data/credit-cards.js';
import { DEMO_FIGURES_NOTE, type DemoListing } from './data/demo-listing.js';
import { demoFixedDeposits } from './data/fixed-deposits.js';
import { demoInsurances } from './data/insurances.js';
import { demoInvestments } from './data/investments.js';
import { demoLoans } from './data/loans.js';
import { referenceMerchants } from './data/merchants.js';
import { demoPosts, type DemoPost } from './data/posts.js';
import { demoProviders, type DemoProviderName } from './data/providers.js';
import { richText, type DemoBlock } from './data/rich-text-builder.js';
import { demoSavings } from './data/savings.js';
import { figurePicture, listingPicture, postPicture } from './placeholder-images.js';

export const demoListings: Readonly<Record<ListingKindKey, readonly DemoListing[]>> = {
  card: demoCreditCards,
  investment: demoInvestments,
  insurance: demoInsurances,
  loan: demoLoans,
  saving: demoSavings,
  deposit: demoFixedDeposits,
};

export { demoPosts };

/** The providers the demo listings name, read from the listings so the two never disagree. */
export function demoProviderNames(): DemoProviderName[] {
  const names = listingKinds.flatMap((kind) => demoListings[kind.key].map((demo) => demo.category));
  return [...new Set(names)].sort(compareProviderNames);
}

export interface SeedResult {
  providers: number;
  listings: number;
  posts: number;
  merchants: number;
}

/** True when no listing and no post exists yet (accounts do not count). */
export async function isCatalogueEmpty(): Promise<boolean> {
  for (const kind of listingKinds) {
    if (await listingModel(kind).exists({})) return false;
  }
  return !(await PostModel.exists({}));
}

/** The author of the demo catalogue's revisions. */
const demoEditors: Actor = { id: null, name: 'Demo catalogue' };

/** Midnight in Singapore on `day` (`YYYY-MM-DD`). */
const singaporeDay = (day: string) => new Date(`${day}T00:00:00+08:00`);

/** The states a demo product is stored through, oldest first, each dated when its source dates it. */
function statesOf(demo: DemoListing): { at?: Date; listing: DemoListing }[] {
  const earlier = (demo.earlier ?? []).map(({ since, listing }) => ({
    at: singaporeDay(since),
    listing,
  }));
  return [
    ...earlier,
    demo.since ? { at: singaporeDay(demo.since), listing: demo } : { listing: demo },
  ];
}

/** The stored fields of one state of a demo product: its lists end with the demo note. */
function storedFields(kind: ListingKind, demo: DemoListing) {
  const { lists, since: _since, earlier: _earlier, ...fields } = demo;
  const noted = kind.listFields.at(-1) as ListField;
  return { ...fields, ...lists, [noted]: [...(lists[noted] ?? []), DEMO_FIGURES_NOTE] };
}

/**
 * Stores a demo product through its dated states, each save with its revision as an
 * administrator's save writes it (so start-up repair finds nothing to write): created in its
 * oldest state, then updated to each later one, on the day the source dates it.
 */
async function seedListing(kind: ListingKind, demo: DemoListing, store: Uploads) {
  const Model = listingModel(kind);
  if (await Model.exists({ slug: demo.slug })) return false;
  const image = await store.writeImageIfMissing(
    `demo-${kind.key}-${demo.slug}`,
    listingPicture(kind.key, demo.category, demo.title),
  );
  const [first, ...later] = statesOf(demo);
  if (!first) return false;
  const record = new Model({
    ...storedFields(kind, first.listing),
    ...imageFieldsOf(image),
    lastSave: { operation: 'create', by: demoEditors } satisfies SaveNote,
  });
  if (first.at) record.set({ createdAt: first.at, updatedAt: first.at });
  await record.save({ timestamps: !first.at });
  await recordSaved(kind.key, record);
  for (const state of later) {
    for (const [path, value] of Object.entries(storedFields(kind, state.listing))) {
      record.set(path, value);
    }
    record.set('lastSave', { operation: 'update', by: demoEditors } satisfies SaveNote);
    if (state.at) record.set('updatedAt', state.at);
    await record.save({ timestamps: !state.at });
    await recordSaved(kind.key, record);
  }
  return true;
}

async function seedPost(demo: DemoPost, store: Uploads) {
  if (await PostModel.exists({ slug: demo.slug })) return false;
  const image = await store.writeImageIfMissing(
    `demo-post-${demo.slug}`,
    postPicture(demo.slug, demo.title, demo.coverColor),
  );
  const blocks: DemoBlock[] = [];
  for (const block of demo.body) {
    if (block.type !== 'figure') {
      blocks.push(block);
      continue;
    }
    const figure = await store.writeImageIfMissing(
      `demo-post-${demo.slug}-figure-${blocks.length}`,
      figurePicture(demo.coverColor),
    );
    blocks.push({ type: 'image', src: figure.url, alt: block.alt });
  }
  const { body: _body, coverColor: _coverColor, ...fields } = demo;
  const post = await PostModel.create({
    ...fields,
    ...imageFieldsOf(image),
    richTextDescription: JSON.stringify(richText(blocks)),
    ...{ lastSave: { operation: 'create', by: demoEditors } satisfies SaveNote },
  });
  await recordSaved('post', post);
  return true;
}

/**
 * Loads the providers the demo catalogue names, the merchants with their usual spend categories,
 * the catalogue and blog posts, with their drawn pictures. The products are real Singapore
 * products, each figure as the page named in `terms.source` states it on that page's own date;
 * products whose source gives earlier figures are stored through those dated states, so their
 * history shows real changes. Every record is written with its revision. Records are matched by
 * slug (providers and merchants by name), so running it again adds only what is missing.
 */
export async function seedDemoData(store: Uploads): Promise<SeedResult> {
  const result: SeedResult = {
    providers: await ensureProviders(),
    listings: 0,
    posts: 0,
    merchants: await ensureMerchants(referenceMerchants),
  };
  result.providers += await ensureProvidersNamed(
    demoProviderNames().map((name) => ({
      name,
      kind: demoProviders[name].kind,
      website: demoProviders[name].website,
    })),
  );
  for (const kind of listingKinds) {
    for (const demo of demoListings[kind.key]) {
      if (await seedListing(kind, demo, store)) result.listings += 1;
    }
  }
  for (const demo of demoPosts) {
    if (await seedPost(demo, store)) result.posts += 1;
  }
  return result;
}
