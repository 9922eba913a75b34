import { describe, expect, it } from 'vitest';
import { fillPath, listingKinds, pagePath, pageTexts, sitePages } from '../src/index.js';

describe('the table of pages', () => {
  it('holds each address once, whatever its case', () => {
    const paths = sitePages.map((page) => page.path.toLowerCase());
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(listingKinds)("builds the $key kind's four pages from its row", (kind) => {
    expect(
      sitePages
        .filter((page) => page.kind === kind.key)
        .map(({ name, path, audience }) => ({ name, path, audience })),
    ).toEqual([
      { name: 'listingList', path: kind.pageRoute, audience: 'anyone' },
      { name: 'listingDetail', path: `${kind.pageRoute}/:slugOrId`, audience: 'anyone' },
      { name: 'listingCreate', path: kind.createRoute, audience: 'admin' },
      { name: 'listingUpdate', path: kind.updateRoute, audience: 'admin' },
    ]);
  });

  it.each(listingKinds)("takes the $key kind's list and form headings from its row", (kind) => {
    const texts = (name: string) =>
      pageTexts(sitePages.find((page) => page.kind === kind.key && page.name === name)!);
    expect(texts('listingList')).toMatchObject({
      heading: kind.listPage.heading,
      title: kind.listPage.title,
      description: kind.listPage.description,
      look: 'banner',
    });
    expect(texts('listingCreate')).toEqual({
      heading: `Create ${kind.noun}`,
      look: 'plain',
      subheading: 'Sign in as an administrator to see this page',
    });
  });

  it('gives every public page that search engines read a title and a description', () => {
    const forSearch = sitePages.filter(
      (page) => page.audience === 'anyone' && !pageTexts(page).noIndex && !page.record,
    );
    for (const page of forSearch) {
      const { description, title } = pageTexts(page);
      expect({ path: page.path, described: Boolean(description) }).toEqual({
        path: page.path,
        described: true,
      });
      if (page.name !== 'home')
        expect({ path: page.path, title }).not.toEqual({
          path: page.path,
          title: undefined,
        });
    }
  });

  it('fills a pattern with its encoded values, and refuses one that is missing', () => {
    expect(fillPath(pagePath('recordHistory'), { kind: 'card', id: 'a b' })).toBe(
      '/admin/history/card/a%20b',
    );
    expect(() => fillPath(pagePath('post'), {})).toThrow('/posts/:slugOrId needs slugOrId');
  });
});
