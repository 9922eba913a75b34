import type { Request, Response } from 'express';
import { collectionsVersionInProcess, readCollectionsVersion } from './collection-versions.js';
import { JsonBody } from './json-body.js';
import { sendJsonBody } from './send-json-body.js';
import { VersionedCache, type CacheView } from './versioned-cache.js';
import { pageLinks } from '../lib/page-links.js';
import type { PageQuery } from '../validation/paging.schema.js';

/** Bytes of answers kept per collection; least recently used ones go first. */
const CACHE_BYTES_PER_COLLECTION = 8 * 1024 * 1024;
const COUNT_SIZE = 64;

/** The cache of answers read from these collections, emptied by a write to any of them. */
export function createReadCache(...collections: string[]): VersionedCache {
  return new VersionedCache({
    readVersion: () => readCollectionsVersion(collections),
    versionNow: () => collectionsVersionInProcess(collections),
    maxBytes: CACHE_BYTES_PER_COLLECTION,
  });
}

function cachedBody(view: CacheView, key: string, load: () => Promise<JsonBody>) {
  return view.get(key, load, (body) => body.retainedSize);
}

export interface PageRead {
  /** The list's filters as they appear in its address, e.g. `{ category: 'DBS' }`. */
  filters: Readonly<Record<string, string | undefined>>;
  page: PageQuery;
  /** The list's size; `view`, as for `load`, gives cached values shared by every page. */
  count(view: CacheView): Promise<number>;
  /** The answer's JSON value; `view` gives cached values shared by every page. */
  load(view: CacheView): Promise<unknown>;
}

/** A page ready to send: its body and the headers that come with it. */
interface PageAnswer {
  body: JsonBody;
  total: string;
  link: string;
}

function sendPage(req: Request, res: Response, answer: PageAnswer): void | Promise<void> {
  res.setHeader('X-Total-Count', answer.total);
  res.setHeader('Link', answer.link);
  return sendJsonBody(req, res, answer.body);
}

async function loadPage(
  req: Request,
  view: CacheView,
  list: string,
  read: PageRead,
): Promise<PageAnswer> {
  const [total, value] = await Promise.all([
    view.get(
      `count ${list}`,
      () => read.count(view),
      () => COUNT_SIZE,
    ),
    read.load(view),
  ]);
  return {
    body: JsonBody.of(value),
    total: String(total),
    link: pageLinks(listAddress(req), read.filters, read.page, total),
  };
}

/** The address of the list a request reads (`/api/creditcards`), without a trailing slash. */
function listAddress(req: Request): string {
  return `${req.baseUrl}${req.path}`.replace(/(.)\/$/, '$1');
}

/**
 * Answers one page of a list from the cache, with the list's size in `X-Total-Count` and the
 * addresses of the first, previous, next and last pages in `Link`: at once when the page is
 * there and its counter is known without waiting.
 */
export function sendCachedPage(
  req: Request,
  res: Response,
  cache: VersionedCache,
  read: PageRead,
): void | Promise<void> {
  const list = JSON.stringify(read.filters);
  // The links are built from the list's address.
  const key = `page ${listAddress(req)} ${list} ${read.page.page} ${read.page.limit}`;
  const ready = cache.peek<PageAnswer>(key);
  if (ready) return sendPage(req, res, ready);
  return cache
    .view()
    .then((view) =>
      view.get(
        key,
        () => loadPage(req, view, list, read),
        (answer) => answer.body.retainedSize + answer.link.length + COUNT_SIZE,
      ),
    )
    .then((answer) => sendPage(req, res, answer));
}

/**
 * Answers a single record (or anything else under `key`) from the cache: at once when it is
 * there and its counter is known without waiting. `view`, as for a page, gives cached values
 * shared by several answers.
 */
export function sendCachedRecord(
  req: Request,
  res: Response,
  cache: VersionedCache,
  key: string,
  load: (view: CacheView) => Promise<unknown>,
): void | Promise<void> {
  const ready = cache.peek<JsonBody>(key);
  if (ready) return sendJsonBody(req, res, ready);
  return cache
    .view()
    .then((view) => cachedBody(view, key, async () => JsonBody.of(await load(view))))
    .then((body) => sendJsonBody(req, res, body));
}

/** Answers a text document of the given type (a feed) from the cache, like `sendCachedRecord`. */
export function sendCachedText(
  req: Request,
  res: Response,
  cache: VersionedCache,
  key: string,
  type: string,
  load: (view: CacheView) => Promise<string>,
): void | Promise<void> {
  const ready = cache.peek<JsonBody>(key);
  if (ready) return sendJsonBody(req, res, ready, type);
  return cache
    .view()
    .then((view) =>
      cachedBody(view, key, async () => new JsonBody(Buffer.from(await load(view), 'utf8'))),
    )
    .then((body) => sendJsonBody(req, res, body, type));
}
