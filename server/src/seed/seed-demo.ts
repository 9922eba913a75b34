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
import { imageFieldsOf, type Uploads } from '../uploads/index.js';
import { demoCreditCards } from './data/credit-cards.js';
import { DEMO_FIGURES_NOTE, type DemoListing } from './data/demo-listing.js';
import { demoInsurances } from './data/insurances.js';
import { demoInvestments } from './data/investments.js';
import { demoLoans } from './data/loans.js';
import { demoMerchants } from './data/merchants.js';
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

async function seedListing(kind: ListingKind, demo: DemoListing, store: Uploads) {
  const Model = listingModel(kind);
  if (await Model.exists({ slug: demo.slug })) return false;
  const image = await store.writeImageIfMissing(
    `demo-${kind.key}-${demo.slug}`,
    listingPicture(kind.key, demo.category, demo.title),
  );
  const { lists, ...fields } = demo;
  const noted = kind.listFields.at(-1) as ListField;
  await Model.create({
    ...fields,
    ...lists,
    [noted]: [...(lists[noted] ?? []), DEMO_FIGURES_NOTE],
    ...imageFieldsOf(image),
  });
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
  await PostModel.create({
    ...fields,
    ...imageFieldsOf(image),
    richTextDescription: JSON.stringify(richText(blocks)),
  });
  return true;
}

/**
 * Loads the providers the demo catalogue names, the merchants with their usual spend categories,
 * the catalogue and blog posts, with their drawn pictures. The products' terms are realistic
 * Singapore figures for demonstration, not any bank's current offer; each listing says so. Records
 * are matched by slug (providers and merchants by name), so running it again adds only what is
 * missing.
 */
export async function seedDemoData(store: Uploads): Promise<SeedResult> {
  const result: SeedResult = {
    providers: await ensureProviders(),
    listings: 0,
    posts: 0,
    merchants: await ensureMerchants(demoMerchants),
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
