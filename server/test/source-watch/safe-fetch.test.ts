import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublicPage, type FetchLimits } from '../../src/services/source-watch/safe-fetch.js';

let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case '/rates':
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end('<p>Earn 4 mpd</p>');
        return;
      case '/to-rates':
        res.writeHead(302, { location: '/rates' });
        res.end();
        return;
      case '/to-metadata':
        res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' });
        res.end();
        return;
      case '/loop':
        res.writeHead(301, { location: '/loop' });
        res.end();
        return;
      case '/huge': {
        // 50 MB without a length: only the cap stops it.
        res.writeHead(200, { 'content-type': 'text/html' });
        const chunk = Buffer.alloc(64 * 1024, 'a');
        let sent = 0;
        const write = () => {
          while (sent < 50 * 1024 * 1024) {
            sent += chunk.length;
            if (!res.write(chunk)) {
              res.once('drain', write);
              return;
            }
          }
          res.end();
        };
        write();
        return;
      }
      case '/huge-declared':
        res.writeHead(200, { 'content-type': 'text/html', 'content-length': 50 * 1024 * 1024 });
        res.write('<p>');
        return;
      case '/endless': {
        res.writeHead(200, { 'content-type': 'text/html' });
        const timer = setInterval(() => res.write('<p>more</p>'), 50);
        res.on('close', () => clearInterval(timer));
        return;
      }
      default:
        res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const limits = (allowed: string[], timeoutMs = 20_000): FetchLimits => ({
  allowed: new Set(allowed),
  timeoutMs,
  maxBytes: 1024 * 1024,
  maxRedirects: 5,
  userAgent: 'SGFinanceRewardsSourceWatch/1.0 (+http://localhost/how-we-rank)',
});
const local = limits(['127.0.0.1']);

describe('fetching a source page from a public address only', () => {
  it('fetches a page whose host is listed, following a redirect', async () => {
    const page = await fetchPublicPage(`${origin}/to-rates`, local);
    expect(page.status).toBe(200);
    expect(page.url).toBe(`${origin}/rates`);
    expect(page.contentType).toBe('text/html; charset=utf-8');
    expect(page.body.toString()).toBe('<p>Earn 4 mpd</p>');
  });

  it('refuses a loopback address, written out or behind a name, unless listed', async () => {
    await expect(fetchPublicPage(`${origin}/rates`, limits([]))).rejects.toThrow(
      'The address 127.0.0.1 is private or local: only public addresses are fetched.',
    );
    const byName = origin.replace('127.0.0.1', 'localhost');
    await expect(fetchPublicPage(`${byName}/rates`, limits([]))).rejects.toThrow(
      'The address localhost is private or local: only public addresses are fetched.',
    );
  });

  it('checks every redirect by the same rule', async () => {
    await expect(fetchPublicPage(`${origin}/to-metadata`, local)).rejects.toThrow(
      'The address 169.254.169.254 is private or local: only public addresses are fetched.',
    );
    await expect(fetchPublicPage(`${origin}/loop`, local)).rejects.toThrow(
      'The page redirects more than 5 times.',
    );
  });

  it('refuses an address that is not http(s)', async () => {
    await expect(fetchPublicPage('ftp://ftp.dbs.com.sg/rates.txt', local)).rejects.toThrow(
      'ftp://ftp.dbs.com.sg/rates.txt is not an http(s) address.',
    );
    await expect(fetchPublicPage('file:///etc/passwd', local)).rejects.toThrow(
      'file:///etc/passwd is not an http(s) address.',
    );
  });

  it('stops a page over the size cap, declared or not', async () => {
    await expect(fetchPublicPage(`${origin}/huge`, local)).rejects.toThrow(
      'The page is larger than 1 MB.',
    );
    await expect(fetchPublicPage(`${origin}/huge-declared`, local)).rejects.toThrow(
      'The page is larger than 1 MB.',
    );
  });

  it('stops a page that never ends', async () => {
    await expect(fetchPublicPage(`${origin}/endless`, limits(['127.0.0.1'], 1500))).rejects.toThrow(
      'The page did not arrive within 1.5 seconds.',
    );
  });
});
