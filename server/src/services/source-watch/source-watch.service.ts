import {
  listingKinds,
  termFieldLabels,
  type ListingKind,
  type SourceDiffPart,
  type TermSource,
} from '@sg-finance/contract';
import { diffWords } from 'diff';
import mongoose from 'mongoose';
import robotsParserModule from 'robots-parser';
import { listingModel } from '../../models/listing.model.js';
import { bumpCollectionVersion } from '../../read-cache/index.js';
import {
  SourceCheckModel,
  sourceCheckId,
  type SourceCheckRecord,
} from '../../models/source-check.model.js';
import { isDuplicateKeyError } from '../../lib/duplicate-key.js';
import { decodePage, textHash, visibleText } from './page-text.js';
import { fetchPublicPage, type FetchLimits } from './safe-fetch.js';
import { SourceFetchError } from './source-fetch-error.js';

// The package's types declare an ES default export, but it is CommonJS: Node hands a default
// import the function itself.
const robotsParser = robotsParserModule as unknown as typeof robotsParserModule.default;

export interface SourceWatchSettings extends FetchLimits {
  /** How long a page's last fetch stays fresh: it is fetched again after that. */
  everyMs: number;
  /** The least time between two fetches from one host. */
  hostGapMs: number;
}

/** An unchanged run of words longer than this keeps only its ends in a diff. */
const KEPT_RUN_CHARS = 160;
const KEPT_END_CHARS = 60;

/** A word-by-word diff of two texts of a page, the long unchanged runs shortened. */
export function pageDiff(before: string, after: string): SourceDiffPart[] {
  return diffWords(before, after).map((part) => {
    const change = part.added ? 'added' : part.removed ? 'removed' : 'kept';
    const text =
      change === 'kept' && part.value.length > KEPT_RUN_CHARS
        ? `${part.value.slice(0, KEPT_END_CHARS)} … ${part.value.slice(-KEPT_END_CHARS)}`
        : part.value;
    return { change, text };
  });
}

const folded = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The labels of the terms whose quoted sentence is not on the page any more. */
export function missingQuotes(kind: ListingKind, source: TermSource, text: string): string[] {
  const page = folded(text);
  return (source.quotes ?? [])
    .filter((quote) => !page.includes(folded(quote.sentence)))
    .map((quote) => termFieldLabels[kind.key][quote.term] ?? quote.term);
}

interface WatchedListing {
  _id: mongoose.Types.ObjectId;
  terms?: { source?: TermSource };
}

/**
 * Takes the listing's check for this run: answers the check as it was (undefined for a first
 * check), or null when the page was fetched less than `everyMs` ago, by this instance or another.
 * The claim is one write, so two instances never fetch one page in the same period.
 */
async function claim(
  kind: ListingKind,
  listing: WatchedListing,
  url: string,
  now: Date,
  everyMs: number,
): Promise<SourceCheckRecord | undefined | null> {
  const dueBefore = new Date(now.getTime() - everyMs);
  try {
    const before = await SourceCheckModel.findOneAndUpdate(
      {
        _id: sourceCheckId(kind.key, listing._id.toString()),
        checkedAt: mongoose.trusted({ $lte: dueBefore }),
      },
      {
        $set: { checkedAt: now, url },
        $setOnInsert: { kind: kind.key, listingId: listing._id },
      },
      { upsert: true, returnDocument: 'before' },
    ).lean<SourceCheckRecord>();
    return before ?? undefined;
  } catch (error) {
    if (isDuplicateKeyError(error)) return null;
    throw error;
  }
}

/** Reads the robots.txt of each host once a run; a host without one allows every page. */
function robotsRules(limits: FetchLimits) {
  const byOrigin = new Map<string, Promise<ReturnType<typeof robotsParser> | null>>();
  return async (url: string): Promise<boolean> => {
    const { origin } = new URL(url);
    let rules = byOrigin.get(origin);
    if (!rules) {
      const robotsUrl = `${origin}/robots.txt`;
      rules = fetchPublicPage(robotsUrl, { ...limits, maxBytes: 512 * 1024 })
        .then((page) =>
          page.status === 200 ? robotsParser(robotsUrl, page.body.toString('utf8')) : null,
        )
        .catch(() => null);
      byOrigin.set(origin, rules);
    }
    return (await rules)?.isAllowed(url, limits.userAgent) ?? true;
  };
}

/** Waits so that two fetches from one host are at least `gapMs` apart. */
function hostPace(gapMs: number) {
  const lastFetch = new Map<string, number>();
  return async (url: string) => {
    const { host } = new URL(url);
    const wait = (lastFetch.get(host) ?? -Infinity) + gapMs - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    lastFetch.set(host, Date.now());
  };
}

/** The page's visible text, or the reason it cannot be compared. */
async function readPage(
  url: string,
  settings: SourceWatchSettings,
  allowedByRobots: (url: string) => Promise<boolean>,
): Promise<string> {
  if (!(await allowedByRobots(url))) {
    throw new SourceFetchError("The site's robots.txt does not allow us to read this page.");
  }
  const page = await fetchPublicPage(url, settings);
  if (page.status < 200 || page.status >= 300) {
    throw new SourceFetchError(`The page answered HTTP ${page.status}.`);
  }
  const type = page.contentType?.split(';')[0]?.trim().toLowerCase();
  if (type && type !== 'text/html' && type !== 'text/plain' && type !== 'application/xhtml+xml') {
    throw new SourceFetchError(`The page is ${type}, not a web page we can compare.`);
  }
  const text = decodePage(page.body, page.contentType);
  return type === 'text/plain' ? text : visibleText(text);
}

/** What one fetch found, as the check's new fields. */
function findings(
  kind: ListingKind,
  source: TermSource,
  before: SourceCheckRecord | undefined,
  text: string,
  now: Date,
) {
  const hash = textHash(text);
  const samePage = before?.url === source.url && before.textHash !== undefined;
  const changed = samePage && before.textHash !== hash;
  const quotesGone = missingQuotes(kind, source, text);
  return {
    $set: {
      text,
      textHash: hash,
      ...(changed && { changedAt: now, diff: pageDiff(before.text ?? '', text) }),
      ...(quotesGone.length > 0 && { missingQuotes: quotesGone }),
    },
    $unset: {
      problem: 1 as const,
      ...(!samePage && { changedAt: 1 as const, diff: 1 as const }),
      ...(quotesGone.length === 0 && { missingQuotes: 1 as const }),
    },
  };
}

export interface SourceWatchRun {
  /** Pages fetched in this run (read or refused). */
  fetched: number;
  /** Of them, pages whose text changed since the last fetch. */
  changed: number;
}

export interface WatchClock {
  now?: () => Date;
  /** Checked before each page: a stopping process ends the run there; the rest wait for the next. */
  stopped?: () => boolean;
}

/**
 * Fetches the source page of every listing not fetched in the last `everyMs`, one page at a
 * time, each host paced; a page that cannot be read is recorded with its reason and the run goes
 * on with the next. A page whose visible text differs from the one kept at its last fetch is
 * kept with the word diff until an administrator re-verifies the listing.
 */
export async function watchSources(
  settings: SourceWatchSettings,
  { now = () => new Date(), stopped = () => false }: WatchClock = {},
): Promise<SourceWatchRun> {
  const allowedByRobots = robotsRules(settings);
  const pace = hostPace(settings.hostGapMs);
  const run: SourceWatchRun = { fetched: 0, changed: 0 };
  for (const kind of listingKinds) {
    const listings = await listingModel(kind)
      .find({ 'terms.source.url': mongoose.trusted({ $exists: true }) }, { 'terms.source': 1 })
      .lean<WatchedListing[]>();
    for (const listing of listings) {
      if (stopped()) return run;
      const source = listing.terms?.source;
      if (!source) continue;
      const fetchedAt = now();
      const before = await claim(kind, listing, source.url, fetchedAt, settings.everyMs);
      if (before === null) continue;
      run.fetched += 1;
      const id = sourceCheckId(kind.key, listing._id.toString());
      try {
        await pace(source.url);
        const text = await readPage(source.url, settings, allowedByRobots);
        const update = findings(kind, source, before, text, fetchedAt);
        await SourceCheckModel.updateOne({ _id: id }, update);
        if (update.$set.changedAt) {
          run.changed += 1;
          // The listing's own page now tells visitors; its cached answers must not.
          await bumpCollectionVersion(kind.collection);
        }
      } catch (error) {
        if (!(error instanceof SourceFetchError)) throw error;
        await SourceCheckModel.updateOne({ _id: id }, { $set: { problem: error.message } });
      }
    }
  }
  return run;
}
