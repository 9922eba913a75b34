/** How many products of one kind fit side by side in the comparison. */
export const maxComparedItems = 4;

/** The compare bar's element id, the target of the skip link that jumps over the cards to it. */
export const compareTrayId = 'compare-tray';

/** A product in the tray: its slug (or id) to load it, its title to show it in the bar. */
export interface ComparedItem {
  slug: string;
  title: string;
}

/** The chosen products of each kind, by kind type (`creditcards`, `loans`, ...). */
export type CompareTray = Readonly<Record<string, readonly ComparedItem[]>>;

export function trayItems(tray: CompareTray, kindType: string): readonly ComparedItem[] {
  return tray[kindType] ?? [];
}

export function isInTray(tray: CompareTray, kindType: string, slug: string): boolean {
  return trayItems(tray, kindType).some((item) => item.slug === slug);
}

/** The tray with `item` added, or null when the kind already has the maximum. */
export function addToTray(
  tray: CompareTray,
  kindType: string,
  item: ComparedItem,
): CompareTray | null {
  const items = trayItems(tray, kindType);
  if (items.some((chosen) => chosen.slug === item.slug)) return tray;
  if (items.length >= maxComparedItems) return null;
  return { ...tray, [kindType]: [...items, item] };
}

export function removeFromTray(tray: CompareTray, kindType: string, slug: string): CompareTray {
  const remaining = trayItems(tray, kindType).filter((item) => item.slug !== slug);
  const { [kindType]: _removed, ...others } = tray;
  return remaining.length > 0 ? { ...others, [kindType]: remaining } : others;
}

function isComparedItem(value: unknown): value is ComparedItem {
  if (typeof value !== 'object' || value === null) return false;
  const { slug, title } = value as Record<string, unknown>;
  return typeof slug === 'string' && slug !== '' && typeof title === 'string';
}

/** Reads a stored tray, dropping anything malformed, so a damaged entry never breaks a page. */
export function parseStoredTray(text: string | null): CompareTray {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const tray: Record<string, ComparedItem[]> = {};
  for (const [kindType, items] of Object.entries(parsed)) {
    if (!Array.isArray(items)) continue;
    const valid = items.filter(isComparedItem).slice(0, maxComparedItems);
    if (valid.length > 0) tray[kindType] = valid.map(({ slug, title }) => ({ slug, title }));
  }
  return tray;
}
