/**
 * The stylesheet a browser applies to the site's Atom feeds, so that following a feed link shows
 * a readable page (what a feed is, then each entry's title, day and summary) rather than raw XML.
 * CSS rather than XSLT: browsers are removing XSLT, and CSS on XML works in every one of them.
 */
export const feedStylesheetPath = '/feeds/feed.css';

export const FEED_STYLESHEET_TYPE = 'text/css; charset=utf-8';

// The elements are Atom's, matched by their local names; everything not named here is hidden
// (ids, links, categories, authors, and the content, which is HTML written as text).
export const feedStylesheet = `feed {
  display: block;
  max-width: 48rem;
  margin: 0 auto;
  padding: 1rem 1rem 3rem;
  font: 16px/1.5 system-ui, sans-serif;
  color: #1c2430;
  background: #fff;
}
feed > *, entry > * {
  display: none;
}
feed::before {
  content: 'This is an Atom feed. Add its address to a feed reader to be told of each new entry.';
  display: block;
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: 6px;
  background: #eef4fb;
}
feed > title {
  display: block;
  margin: 0 0 1rem;
  font-size: 1.75rem;
  font-weight: 700;
  line-height: 1.25;
}
feed > entry {
  display: block;
  padding: 0.75rem 0;
  border-top: 1px solid #d8dee6;
}
entry > title {
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
}
entry > updated {
  display: block;
  width: 10ch;
  overflow: hidden;
  white-space: nowrap;
  font: 0.9rem/1.5 ui-monospace, monospace;
  color: #4a5563;
}
entry > summary {
  display: block;
  overflow-wrap: anywhere;
}
`;

const XML_DECLARATION = /^<\?xml[^?]*\?>\n?/;
const FEED_START = /<feed\b[^>]*>/;

/**
 * A phone draws a document without a viewport at 980 px and shrinks it; an XHTML `meta` element
 * sets the viewport in an XML document too. Atom allows such foreign elements, and readers skip
 * them.
 */
const VIEWPORT = `<meta xmlns="http://www.w3.org/1999/xhtml" name="viewport" content="width=device-width, initial-scale=1"/>`;

/**
 * The Atom document as a browser can show it as a page: with the instruction that applies the
 * feeds' stylesheet, and the viewport of a phone's width.
 */
export function withFeedStylesheet(atomXml: string): string {
  const instruction = `<?xml-stylesheet href="${feedStylesheetPath}" type="text/css"?>\n`;
  const declaration = XML_DECLARATION.exec(atomXml)?.[0] ?? '';
  const styled = `${declaration}${instruction}${atomXml.slice(declaration.length)}`;
  return styled.replace(FEED_START, (feedStart) => `${feedStart}\n    ${VIEWPORT}`);
}
