import { useCallback, useSyncExternalStore } from 'react';
import {
  addToTray,
  parseStoredTray,
  removeFromTray,
  type CompareTray,
  type ComparedItem,
} from '../lib/compare-tray';

const storageKey = 'compareTray';
const listeners = new Set<() => void>();
let cached: { text: string | null; tray: CompareTray } = { text: null, tray: {} };

function readTray(): CompareTray {
  const text = window.localStorage.getItem(storageKey);
  if (text !== cached.text) cached = { text, tray: parseStoredTray(text) };
  return cached.tray;
}

function writeTray(tray: CompareTray): void {
  window.localStorage.setItem(storageKey, JSON.stringify(tray));
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the tray.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/**
 * The compare tray, kept in localStorage so it survives navigation and reloads, shared by every
 * component that shows or changes it.
 */
export function useCompareTray() {
  const tray = useSyncExternalStore(subscribe, readTray, () => ({}));

  /** Adds the product; false when the kind already holds the maximum. */
  const add = useCallback((kindType: string, item: ComparedItem): boolean => {
    const next = addToTray(readTray(), kindType, item);
    if (!next) return false;
    writeTray(next);
    return true;
  }, []);

  const remove = useCallback((kindType: string, slug: string) => {
    writeTray(removeFromTray(readTray(), kindType, slug));
  }, []);

  const clear = useCallback((kindType: string) => {
    const { [kindType]: _cleared, ...others } = readTray();
    writeTray(others);
  }, []);

  return { tray, add, remove, clear };
}
