import dns, { type LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, request } from 'undici';
import { mayFetchFrom } from './public-address.js';
import { SourceFetchError } from './source-fetch-error.js';

export interface FetchLimits {
  /** Hosts or addresses fetched even though private (`SOURCE_FETCH_ALLOW`). */
  allowed: ReadonlySet<string>;
  /** The whole fetch, redirects and body included. */
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  userAgent: string;
}

export interface FetchedPage {
  url: string;
  status: number;
  contentType: string | undefined;
  body: Buffer;
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup that refuses a name resolving to an address the site may not fetch from. The
 * connection is made to the address checked here, so a name cannot resolve to a public address
 * for the check and a private one for the connection.
 */
function checkedLookup(allowed: ReadonlySet<string>) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) {
        callback(error, []);
        return;
      }
      const refused = addresses.find((entry) => !mayFetchFrom(entry.address, hostname, allowed));
      if (refused) {
        callback(new RefusedAddress(hostname, refused.address), []);
        return;
      }
      if (options.all) callback(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

class RefusedAddress extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`${host} is at ${address}`);
  }
}

function refusal(host: string): SourceFetchError {
  return new SourceFetchError(
    `The address ${host} is private or local: only public addresses are fetched.`,
  );
}

/** Refuses an address that is not http(s), or whose host is a private address written out. */
function checkedUrl(address: string, limits: FetchLimits): URL {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new SourceFetchError(`${address} is not an address.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new SourceFetchError(`${address} is not an http(s) address.`);
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) && !mayFetchFrom(host, host, limits.allowed)) throw refusal(host);
  return url;
}

function causeOf(error: unknown): unknown {
  let current = error;
  while (current instanceof Error && !(current instanceof RefusedAddress) && current.cause) {
    current = current.cause;
  }
  return current;
}

async function readCapped(body: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > maxBytes) {
      throw new SourceFetchError(`The page is larger than ${maxBytes / (1024 * 1024)} MB.`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * Fetches a page from a public address only: every redirect is followed by hand (at most
 * `maxRedirects`) and checked by the same rule, and the whole fetch ends at `timeoutMs` or
 * `maxBytes`, so a page that never ends or is huge is refused with a message, not waited for.
 */
export async function fetchPublicPage(address: string, limits: FetchLimits): Promise<FetchedPage> {
  const dispatcher = new Agent({ connect: { lookup: checkedLookup(limits.allowed) } });
  const signal = AbortSignal.timeout(limits.timeoutMs);
  try {
    let url = checkedUrl(address, limits);
    for (let redirects = 0; ; redirects += 1) {
      const answer = await request(url, {
        dispatcher,
        signal,
        headers: { 'user-agent': limits.userAgent, accept: 'text/html, text/plain;q=0.8' },
      });
      const location = answer.headers.location;
      if (answer.statusCode >= 300 && answer.statusCode < 400 && typeof location === 'string') {
        await answer.body.dump();
        if (redirects >= limits.maxRedirects) {
          throw new SourceFetchError(`The page redirects more than ${limits.maxRedirects} times.`);
        }
        url = checkedUrl(new URL(location, url).href, limits);
        continue;
      }
      const length = Number(answer.headers['content-length']);
      if (length > limits.maxBytes) {
        await answer.body.destroy();
        throw new SourceFetchError(
          `The page is larger than ${limits.maxBytes / (1024 * 1024)} MB.`,
        );
      }
      const contentType = answer.headers['content-type'];
      return {
        url: url.href,
        status: answer.statusCode,
        contentType: typeof contentType === 'string' ? contentType : undefined,
        body: await readCapped(answer.body, limits.maxBytes),
      };
    }
  } catch (error) {
    if (error instanceof SourceFetchError) throw error;
    const cause = causeOf(error);
    if (cause instanceof RefusedAddress) throw refusal(cause.host);
    if (signal.aborted) {
      throw new SourceFetchError(
        `The page did not arrive within ${limits.timeoutMs / 1000} seconds.`,
      );
    }
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new SourceFetchError(`The page could not be fetched: ${reason}.`);
  } finally {
    await dispatcher.destroy().catch(() => undefined);
  }
}
