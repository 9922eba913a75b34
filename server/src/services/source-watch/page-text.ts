import { createHash } from 'node:crypto';
import { TextDecoder } from 'node:util';
import { Parser } from 'htmlparser2';
import { SourceFetchError } from './source-fetch-error.js';

/** Elements whose content a reader never sees. */
const hiddenElements = new Set([
  'script',
  'style',
  'noscript',
  'template',
  'head',
  'svg',
  'iframe',
]);
/** Elements that start a new line of text. */
const blockElements = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'div',
  'dl',
  'dt',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'nav',
  'ol',
  'p',
  'pre',
  'section',
  'table',
  'td',
  'th',
  'tr',
  'ul',
]);

/**
 * The text a visitor of the page reads: hidden elements dropped, one line per block, spaces
 * folded. Two fetches of an unchanged page give the same text whatever its markup's whitespace.
 */
export function visibleText(html: string): string {
  const lines: string[] = [];
  let line = '';
  let hiddenDepth = 0;
  const endLine = () => {
    const folded = line.replace(/\s+/g, ' ').trim();
    if (folded) lines.push(folded);
    line = '';
  };
  const parser = new Parser(
    {
      onopentagname(name) {
        if (hiddenElements.has(name)) hiddenDepth += 1;
        else if (blockElements.has(name)) endLine();
      },
      onclosetag(name) {
        if (hiddenElements.has(name)) hiddenDepth = Math.max(0, hiddenDepth - 1);
        else if (blockElements.has(name)) endLine();
      },
      ontext(text) {
        if (hiddenDepth === 0) line += text;
      },
    },
    { decodeEntities: true, lowerCaseTags: true },
  );
  parser.write(html);
  parser.end();
  endLine();
  return lines.join('\n');
}

/** The charset a page declares in its `Content-Type`, or in a `<meta>` near its start. */
function declaredCharset(bytes: Buffer, contentType: string | undefined): string {
  const fromHeader = /charset\s*=\s*"?([\w.:-]+)/i.exec(contentType ?? '')?.[1];
  if (fromHeader) return fromHeader.toLowerCase();
  const head = bytes.subarray(0, 2048).toString('latin1');
  const fromMeta = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  return (fromMeta ?? 'utf-8').toLowerCase();
}

/**
 * The page's bytes as text in the charset it declares (UTF-8 when it declares none). A charset
 * this runtime cannot decode, or bytes that are not valid in the declared one, are refused with a
 * message rather than compared as garbled text.
 */
export function decodePage(bytes: Buffer, contentType: string | undefined): string {
  const charset = declaredCharset(bytes, contentType);
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset, { fatal: true });
  } catch {
    throw new SourceFetchError(`The page is in an encoding we cannot read (${charset}).`);
  }
  try {
    return decoder.decode(bytes);
  } catch {
    throw new SourceFetchError(`The page is not valid ${charset} text.`);
  }
}

/** The SHA-256 of a page's visible text, in hexadecimal: what the facts name as checked against. */
export function textHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
