import { describe, expect, it } from 'vitest';
import { decodePage, textHash, visibleText } from '../../src/services/source-watch/page-text.js';
import { mayFetchFrom } from '../../src/services/source-watch/public-address.js';
import { pageDiff } from '../../src/services/source-watch/source-watch.service.js';

describe('the text a visitor reads on a source page', () => {
  it('drops scripts, styles and the head, one line per block, spaces folded', () => {
    const html = `<!doctype html><html><head><title>Card</title><style>p{}</style></head>
      <body><script>var rate = 9;</script><h1>Miles  Card</h1>
      <p>Earn <b>4 mpd</b> on
      dining.</p><ul><li>Annual fee: S$196.20</li><li>Cap &amp; more</li></ul>
      <noscript>Turn on scripts</noscript></body></html>`;
    expect(visibleText(html)).toBe(
      'Miles Card\nEarn 4 mpd on dining.\nAnnual fee: S$196.20\nCap & more',
    );
  });

  it('gives the same text and hash whatever the markup’s whitespace', () => {
    const one = visibleText('<p>Rate 2.5%</p>\n\n<p>Fee S$0</p>');
    const two = visibleText('<div><p>  Rate   2.5% </p><p>Fee S$0</p></div>');
    expect(one).toBe(two);
    expect(textHash(one)).toBe(textHash(two));
    expect(textHash(one)).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('reading a page in its encoding', () => {
  it('reads UTF-8 by default and the charset the page declares', () => {
    expect(decodePage(Buffer.from('Préférence S$1', 'utf8'), 'text/html')).toBe('Préférence S$1');
    const latin1 = Buffer.from([0x46, 0xe9, 0x65]);
    expect(decodePage(latin1, 'text/html; charset=ISO-8859-1')).toBe('Fée');
    expect(
      decodePage(Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]), undefined),
    ).toBe('<meta charset="windows-1252">Fée');
  });

  it('refuses bytes that are not valid in the declared charset, or a charset it cannot read', () => {
    expect(() => decodePage(Buffer.from([0x46, 0xe9, 0x65]), 'text/html; charset=utf-8')).toThrow(
      'The page is not valid utf-8 text.',
    );
    expect(() => decodePage(Buffer.from('x'), 'text/html; charset=x-klingon')).toThrow(
      'The page is in an encoding we cannot read (x-klingon).',
    );
  });
});

describe('the addresses the watch may fetch from', () => {
  const none = new Set<string>();
  it('allows public addresses only', () => {
    expect(mayFetchFrom('203.116.1.10', 'www.dbs.com.sg', none)).toBe(true);
    expect(mayFetchFrom('2406:3003:2007::1', 'www.uob.com.sg', none)).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '0.0.0.0',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '224.0.0.1',
    ]) {
      expect(mayFetchFrom(address, 'bank.example', none), address).toBe(false);
    }
  });

  it('allows a private address only when its host or address is listed', () => {
    expect(mayFetchFrom('127.0.0.1', 'localhost', new Set(['localhost']))).toBe(true);
    expect(mayFetchFrom('127.0.0.1', '127.0.0.1', new Set(['127.0.0.1']))).toBe(true);
    expect(mayFetchFrom('10.0.0.1', 'intranet', new Set(['127.0.0.1']))).toBe(false);
  });
});

describe('the word diff of a changed page', () => {
  it('marks the words added and removed, and shortens long unchanged runs', () => {
    const before = `${'Lorem ipsum '.repeat(20)}Earn 4 mpd on dining.`;
    const after = `${'Lorem ipsum '.repeat(20)}Earn 3 mpd on dining.`;
    const diff = pageDiff(before, after);
    expect(diff.filter((part) => part.change !== 'kept')).toEqual([
      { change: 'removed', text: '4' },
      { change: 'added', text: '3' },
    ]);
    expect(diff[0]!.change).toBe('kept');
    expect(diff[0]!.text).toContain(' … ');
    expect(diff[0]!.text.length).toBeLessThan(before.length);
    expect(diff.at(-1)).toEqual({ change: 'kept', text: ' mpd on dining.' });
  });
});
