import {
  listingKinds,
  type ListingKind,
  type SearchAnswer,
  type SearchResult as SharedSearchResult,
} from '@sg-finance/contract';
import { catalogueOrder } from '../models/catalogue-order.js';
import { listingModel } from '../models/listing.model.js';
import { PostModel } from '../models/post.model.js';
import { ApiError } from '../lib/api-error.js';
import { pageOffset, type PageQuery } from '../validation/paging.schema.js';
import type { ListingRecord } from './listing.service.js';
import type { PostRecord } from './post.service.js';
import { searchFilter } from './search-filter.js';

/** A search answers at most this many results in all, so deep pages stay cheap. */
export const MAX_SEARCH_DEPTH = 1000;

/** One result as found: the answer's fields, with a real date. */
type SearchResult = Omit<SharedSearchResult, 'updatedAt'> & { updatedAt: Date };

export type SiteSearch = Omit<SearchAnswer, 'results'> & { results: SearchResult[] };

interface Hit {
  result: SearchResult;
  priority: number;
  createdAt: Date;
}

/** One searched collection: its first `limit` matches in catalogue order, and its match count. */
interface SearchSource {
  collection: string;
  find(filter: object, limit: number): Promise<Hit[]>;
  count(filter: object): Promise<number>;
}

const sharedFields = '_id slug title image priority createdAt updatedAt';

function listingSource(kind: ListingKind): SearchSource {
  const Model = listingModel(kind);
  return {
    collection: kind.collection,
    async find(filter, limit) {
      const listings = await Model.find(filter)
        .select(`${sharedFields} subtitle category`)
        .sort(catalogueOrder)
        .limit(limit)
        .lean<ListingRecord[]>()
        .exec();
      return listings.map((listing) => ({
        priority: listing.priority,
        createdAt: listing.createdAt,
        result: {
          type: kind.resource,
          id: String(listing._id),
          slug: listing.slug,
          title: listing.title,
          subtitle: listing.subtitle,
          image: listing.image,
          category: listing.category,
          updatedAt: listing.updatedAt,
        },
      }));
    },
    count: (filter) => Model.countDocuments(filter).exec(),
  };
}

const postSource: SearchSource = {
  collection: PostModel.collection.collectionName,
  async find(filter, limit) {
    const posts = await PostModel.find(filter)
      .select(`${sharedFields} description`)
      .sort(catalogueOrder)
      .limit(limit)
      .lean<PostRecord[]>()
      .exec();
    return posts.map((post) => ({
      priority: post.priority,
      createdAt: post.createdAt,
      result: {
        type: 'posts',
        id: String(post._id),
        slug: post.slug,
        title: post.title,
        subtitle: post.description,
        image: post.image,
        updatedAt: post.updatedAt,
      },
    }));
  },
  count: (filter) => PostModel.countDocuments(filter).exec(),
};

const sources: readonly SearchSource[] = [...listingKinds.map(listingSource), postSource];

/** Every collection a site-wide search reads, for its cache. */
export const searchedCollections: readonly string[] = sources.map((source) => source.collection);

/** Highest priority first, then newest; then by type and id, so the order is total. */
function compareHits(a: Hit, b: Hit): number {
  return (
    b.priority - a.priority ||
    b.createdAt.getTime() - a.createdAt.getTime() ||
    a.result.type.localeCompare(b.result.type) ||
    b.result.id.localeCompare(a.result.id)
  );
}

/**
 * One page of the listings of every kind and the blog posts matching `query`, merged in
 * catalogue order: each collection gives its first `offset + limit` matches, already in that
 * order, and the merge keeps the page.
 */
export async function searchSite(query: string, page: PageQuery): Promise<SiteSearch> {
  const offset = pageOffset(page);
  if (offset >= MAX_SEARCH_DEPTH) {
    throw new ApiError(400, `page: a search shows at most its first ${MAX_SEARCH_DEPTH} results`);
  }
  const filter = searchFilter(query);
  const end = Math.min(offset + page.limit, MAX_SEARCH_DEPTH);
  const [found, counts] = await Promise.all([
    Promise.all(sources.map((source) => source.find(filter, end))),
    Promise.all(sources.map((source) => source.count(filter))),
  ]);
  const hits = found.flat().sort(compareHits).slice(offset, end);
  return {
    query,
    total: counts.reduce((sum, count) => sum + count, 0),
    results: hits.map((hit) => hit.result),
  };
}
