import {
  changesFeedPath,
  infoPages,
  kindFeedPath,
  listingKinds,
  pageTexts,
  postsFeedPath,
  siteDescription,
  siteName,
  sitePages,
  type SitePage,
} from '@sg-finance/contract';

const isCalculator = (page: SitePage) =>
  page.audience === 'anyone' && /\/(finder|calculator)$/.test(page.path);

const link = (siteUrl: string, name: string, path: string, note?: string) =>
  `- [${name}](${siteUrl}${path})${note ? `: ${note}` : ''}`;

/** A page of the table as a link, named and described as its head names and describes it. */
function pageLink(siteUrl: string, page: SitePage): string {
  const texts = pageTexts(page);
  return link(siteUrl, texts.title ?? texts.heading, page.path, texts.description);
}

/**
 * `/llms.txt` (llmstxt.org): what the site is, its calculators and lists, and its open data, for
 * language models and their users, in the proposal's Markdown form. Built from the table of pages
 * and the table of kinds, so a new page or kind appears here by itself.
 */
export function llmsTxt(siteUrl: string): string {
  const lists = sitePages.filter(
    (page) => page.name === 'listingList' && page.audience === 'anyone',
  );
  const calculators = sitePages.filter(isCalculator);
  return [
    `# ${siteName}`,
    '',
    `> ${siteDescription}`,
    '',
    'Every figure comes from the provider’s terms, with the page it follows and the day it was ' +
      'checked; each source page is fetched daily and a changed one is flagged until the team ' +
      'checks it. The calculators run in the visitor’s browser and send nothing typed.',
    '',
    '## Lists',
    '',
    ...lists.map((page) => pageLink(siteUrl, page)),
    '',
    '## Calculators',
    '',
    ...calculators.map((page) => pageLink(siteUrl, page)),
    '',
    '## Open data',
    '',
    ...listingKinds.flatMap((kind) => [
      link(
        siteUrl,
        `${kind.listPage.title} as JSON`,
        `/api/export/${kind.key}.json`,
        'every listing with its terms; also as CSV',
      ),
      link(siteUrl, `${kind.listPage.title} feed`, kindFeedPath(kind), 'Atom'),
    ]),
    link(
      siteUrl,
      'Facts of one listing',
      `/api/facts/card/{slug}.json`,
      'each figure with its source, check date and page hash; any kind in place of card',
    ),
    link(siteUrl, 'Catalogue changes feed', changesFeedPath, 'Atom, every change of every listing'),
    link(siteUrl, 'Blog feed', postsFeedPath, 'Atom'),
    link(siteUrl, 'API reference', '/api/docs', 'OpenAPI 3.1; the document is /api/openapi.json'),
    '',
    '## Optional',
    '',
    ...infoPages.map((info) => link(siteUrl, info.title, info.path)),
    '',
  ].join('\n');
}
