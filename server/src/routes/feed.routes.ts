import { listingKinds } from '@sg-finance/contract';
import { Router } from 'express';
import { createFeedController } from '../controllers/feed.controller.js';
import { feedStylesheetPath } from '../feeds/feed-stylesheet.js';
import { changesFeed, kindFeed, merchantCodesFeed, postsFeed } from '../feeds/site-feeds.js';
import { PostModel } from '../models/post.model.js';
import { createReadCache, type ReadCache } from '../read-cache/index.js';

/**
 * `/feeds/changes.xml`, `/feeds/posts.xml`, `/feeds/merchant-codes.xml`, each kind's `/feeds/{list page}.xml` and the
 * stylesheet they name (`/feeds/feed.css`), mounted before the client's history fallback. `changesCache` is the one `/api/changes` answers from.
 */
export function createFeedRouter(siteUrl: string, changesCache: ReadCache): Router {
  const controller = createFeedController(
    siteUrl,
    changesCache,
    createReadCache(PostModel.collection.collectionName),
  );
  const router = Router();
  router.get(changesFeed.path, controller.changes);
  router.get(postsFeed.path, controller.posts);
  router.get(merchantCodesFeed.path, controller.merchantCodes);
  router.get(feedStylesheetPath, controller.stylesheet);
  for (const kind of listingKinds) router.get(kindFeed(kind).path, controller.kind(kind));
  return router;
}
