import {
  addToTray,
  isInTray,
  maxComparedItems,
  parseStoredTray,
  removeFromTray,
  trayItems,
} from './compare-tray';
import { comparedSlugs } from './compare-items-param';

const item = (slug: string) => ({ slug, title: `Title ${slug}` });

describe('the compare tray', () => {
  it('keeps up to four products per kind and refuses a fifth', () => {
    let tray = {};
    for (const slug of ['a', 'b', 'c', 'd'])
      tray = addToTray(tray, 'creditcards', item(slug)) ?? {};
    expect(trayItems(tray, 'creditcards').map((chosen) => chosen.slug)).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
    expect(addToTray(tray, 'creditcards', item('e'))).toBeNull();
    expect(trayItems(addToTray(tray, 'loans', item('e')) ?? {}, 'loans')).toHaveLength(1);
    expect(maxComparedItems).toBe(4);
  });

  it('adds a product only once', () => {
    const tray = addToTray({}, 'loans', item('a')) ?? {};
    expect(addToTray(tray, 'loans', item('a'))).toBe(tray);
  });

  it('removes a product and forgets a kind left empty', () => {
    const tray = { loans: [item('a'), item('b')], savings: [item('s')] };
    expect(isInTray(removeFromTray(tray, 'loans', 'a'), 'loans', 'a')).toBe(false);
    expect(removeFromTray(tray, 'savings', 's')).toEqual({ loans: tray.loans });
  });

  it('reads a stored tray and drops what is malformed', () => {
    expect(parseStoredTray(null)).toEqual({});
    expect(parseStoredTray('not json')).toEqual({});
    expect(parseStoredTray('[1]')).toEqual({});
    expect(
      parseStoredTray(
        JSON.stringify({
          loans: [item('a'), { slug: '' }, 'x', item('b'), item('c'), item('d'), item('e')],
          savings: 'nope',
        }),
      ),
    ).toEqual({ loans: [item('a'), item('b'), item('c'), item('d')] });
  });
});

describe('the items of a comparison address', () => {
  it('keeps the order, drops repeats and blanks, and compares four at most', () => {
    expect(comparedSlugs('b, a,,b,c,d,e,f')).toEqual({ slugs: ['b', 'a', 'c', 'd'], dropped: 2 });
    expect(comparedSlugs(null)).toEqual({ slugs: [], dropped: 0 });
  });
});
