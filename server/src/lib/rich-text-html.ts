import { isAllowedVideoEmbed } from '@sg-finance/contract';
import draftToHtml from 'draftjs-to-html';
import sanitize from 'sanitize-html';
import { escapeHtml } from '../page-head/html-text.js';

type RawContent = Parameters<typeof draftToHtml>[0];

function isRawContentState(value: unknown): value is RawContent {
  if (typeof value !== 'object' || value === null) return false;
  const { blocks, entityMap } = value as Record<string, unknown>;
  return Array.isArray(blocks) && typeof entityMap === 'object' && entityMap !== null;
}

/*
 * No `style` attribute is allowed anywhere: draftjs-to-html writes colours, sizes and alignment
 * as styles, which could also cover the page with an element of the author's making.
 * Body images load as they come near the screen, decoded off the main thread. Embedded frames are
 * kept only for the video hosts, sandboxed and lazy; the players need allow-same-origin, which is
 * why no other frame may stay.
 */
const bodyRules: sanitize.IOptions = {
  allowedTags: [...sanitize.defaults.allowedTags, 'img', 'iframe', 'ins', 'del'],
  allowedAttributes: {
    a: ['href', 'name'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    iframe: ['src', 'width', 'height', 'allowfullscreen', 'sandbox', 'loading', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  // A frame's text is never shown; draftjs-to-html only puts some there from a broken address.
  textFilter: (text, tagName) => (tagName === 'iframe' ? '' : text),
  transformTags: {
    // draftjs-to-html writes the word 'undefined' when an image was given no alternative text.
    img: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        alt: attribs.alt === 'undefined' ? '' : (attribs.alt ?? ''),
        loading: 'lazy',
        decoding: 'async',
      },
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: {
        ...attribs,
        sandbox: 'allow-scripts allow-same-origin allow-popups allow-presentation',
        loading: 'lazy',
        title: 'Embedded video',
      },
    }),
  },
  exclusiveFilter: (frame) =>
    frame.tag === 'iframe' && !isAllowedVideoEmbed(frame.attribs.src ?? ''),
};

/**
 * Removes scripts, event handlers, javascript: URLs, frames from other hosts and every `style`
 * attribute, and marks images and frames to load lazily.
 */
export function sanitizeBodyHtml(html: string): string {
  return sanitize(html, bodyRules);
}

/**
 * The HTML of a post body from its stored draft-js JSON. draftjs-to-html works on the raw JSON
 * alone (no draft-js at run time) but interpolates strings, so its output is always sanitised.
 * Text that is not draft-js JSON is shown as a plain paragraph.
 */
export function richTextToHtml(stored: string): string {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return stored.trim() === '' ? '' : `<p>${escapeHtml(stored)}</p>`;
  }
  if (!isRawContentState(parsed)) return '';
  return sanitizeBodyHtml(draftToHtml(parsed));
}
