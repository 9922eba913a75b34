import type { ListingKind } from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { ATOM_TYPE, changesAtom, FEED_ENTRIES, postsAtom } from '../feeds/atom-feeds.js';
import { changesFeed, kindFeed, postsFeed } from '../feeds/site-feeds.js';
import { PostModel, type Post } from '../models/post.model.js';
import { sendCachedText, type ReadCache } from '../read-cache/index.js';
import { catalogueChanges } from '../services/catalogue-changes.service.js';

/**
 * The site's Atom feeds, with absolute addresses under the site's public address: the changes
 * from the same cache as `/api/changes`, the posts from the posts' cache.
 */
export function createFeedController(
  siteUrl: string,
  changesCache: ReadCache,
  postsCache: ReadCache,
) {
  return {
    changes(req: Request, res: Response) {
      return sendCachedText(req, res, changesCache, 'feed changes', ATOM_TYPE, async (view) =>
        changesAtom(siteUrl, changesFeed, await catalogueChanges(view, {})),
      );
    },

    kind(kind: ListingKind) {
      const feed = kindFeed(kind);
      return (req: Request, res: Response) =>
        sendCachedText(req, res, changesCache, `feed ${kind.key}`, ATOM_TYPE, async (view) =>
          changesAtom(siteUrl, feed, await catalogueChanges(view, { kind: kind.key })),
        );
    },

    posts(req: Request, res: Response) {
      return sendCachedText(req, res, postsCache, 'feed posts', ATOM_TYPE, async () => {
        const posts = await PostModel.find()
          .sort({ createdAt: -1, _id: -1 })
          .limit(FEED_ENTRIES)
          .lean<Post[]>();
        return postsAtom(siteUrl, postsFeed, posts);
      });
    },
  };
}
