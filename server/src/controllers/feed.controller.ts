import type { ListingKind } from '@sg-finance/contract';
import type { Request, Response } from 'express';
import { changesAtom, FEED_ENTRIES, merchantCodesAtom, postsAtom } from '../feeds/atom-feeds.js';
import { FEED_STYLESHEET_TYPE, feedStylesheet } from '../feeds/feed-stylesheet.js';
import { feedTypeFor } from '../feeds/feed-type.js';
import { changesFeed, kindFeed, merchantCodesFeed, postsFeed } from '../feeds/site-feeds.js';
import { PostModel, type Post } from '../models/post.model.js';
import { sendCachedText, type ReadCache } from '../read-cache/index.js';
import { catalogueChanges } from '../services/catalogue-changes.service.js';
import { merchantReportService } from '../services/merchant-report.service.js';

/**
 * The site's Atom feeds, with absolute addresses under the site's public address: the changes
 * from the same cache as `/api/changes`, the posts from the posts' cache.
 */
/** The feed's type for this request (Atom, or XML a browser draws with the stylesheet). */
function negotiatedType(req: Request, res: Response): string {
  res.vary('Accept');
  return feedTypeFor(req);
}

export function createFeedController(
  siteUrl: string,
  changesCache: ReadCache,
  postsCache: ReadCache,
) {
  return {
    changes(req: Request, res: Response) {
      return sendCachedText(
        req,
        res,
        changesCache,
        'feed changes',
        negotiatedType(req, res),
        async (view) => changesAtom(siteUrl, changesFeed, await catalogueChanges(view, {})),
      );
    },

    kind(kind: ListingKind) {
      const feed = kindFeed(kind);
      return (req: Request, res: Response) =>
        sendCachedText(
          req,
          res,
          changesCache,
          `feed ${kind.key}`,
          negotiatedType(req, res),
          async (view) =>
            changesAtom(siteUrl, feed, await catalogueChanges(view, { kind: kind.key })),
        );
    },

    /** The stylesheet the feeds name, so a browser shows them as a page. */
    stylesheet(_req: Request, res: Response) {
      res
        .type(FEED_STYLESHEET_TYPE)
        .set('Cache-Control', 'public, max-age=3600')
        .send(feedStylesheet);
    },

    posts(req: Request, res: Response) {
      return sendCachedText(
        req,
        res,
        postsCache,
        'feed posts',
        negotiatedType(req, res),
        async () => {
          const posts = await PostModel.find()
            .sort({ createdAt: -1, _id: -1 })
            .limit(FEED_ENTRIES)
            .lean<Post[]>();
          return postsAtom(siteUrl, postsFeed, posts);
        },
      );
    },

    /** Read anew each time: the reports are few, and not kept in a read cache. */
    async merchantCodes(req: Request, res: Response) {
      const reports = await merchantReportService.latestApproved(FEED_ENTRIES);
      res.type(negotiatedType(req, res));
      res.send(merchantCodesAtom(siteUrl, merchantCodesFeed, reports));
    },
  };
}
