import type { RawDraftContentState } from 'draft-js';
import DOMPurify from 'dompurify';
import draftToHtml from 'draftjs-to-html';
import { isAllowedVideoEmbed } from '../../../lib/video-embed';

function isRawContentState(value: unknown): value is RawDraftContentState {
  if (typeof value !== 'object' || value === null) return false;
  const { blocks, entityMap } = value as Record<string, unknown>;
  return Array.isArray(blocks) && typeof entityMap === 'object' && entityMap !== null;
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

// Body images load as they come near the screen, decoded off the main thread.
// Embedded frames are kept only for the video hosts, sandboxed and lazy; the players need
// allow-same-origin, which is why no other frame may stay.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
  if (node.nodeName !== 'IFRAME') return;
  if (!isAllowedVideoEmbed(node.getAttribute('src') ?? '')) {
    node.remove();
    return;
  }
  node.setAttribute('sandbox', 'allow-scripts allow-same-origin allow-popups allow-presentation');
  node.setAttribute('loading', 'lazy');
  node.setAttribute('title', 'Embedded video');
});

/**
 * Removes scripts, event handlers, javascript: URLs, frames from other hosts and every `style`
 * attribute (draftjs-to-html writes colours, sizes and alignment as styles, which could also
 * cover the page with an element of the author's making).
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allowfullscreen'],
    FORBID_ATTR: ['style'],
  });
}

/**
 * The HTML of a post body from its stored draft-js JSON. draftjs-to-html works on the raw JSON
 * alone (no draft-js at run time) but interpolates strings, so its output is always sanitised.
 * Text that is not draft-js JSON is shown as a plain paragraph.
 */
export function richTextToHtml(stored: string | undefined): string {
  const text = stored ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return text.trim() === '' ? '' : `<p>${escapeHtml(text)}</p>`;
  }
  if (!isRawContentState(parsed)) return '';
  return sanitizeHtml(draftToHtml(parsed));
}
