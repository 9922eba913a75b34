import { maxComparedItems } from './compare-tray';

export interface ComparedSlugs {
  /** At most the maximum, without repeats, in the order of the address. */
  slugs: string[];
  /** How many more the address named than can be compared. */
  dropped: number;
}

/** The slugs of `?items=a,b,c` as the comparison shows them. */
export function comparedSlugs(items: string | null): ComparedSlugs {
  const all = [
    ...new Set(
      (items ?? '')
        .split(',')
        .map((slug) => slug.trim())
        .filter((slug) => slug !== ''),
    ),
  ];
  return {
    slugs: all.slice(0, maxComparedItems),
    dropped: Math.max(0, all.length - maxComparedItems),
  };
}
