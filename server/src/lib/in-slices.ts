import { setImmediate as nextTurn } from 'node:timers/promises';

/** How many items are worked on between two turns of the event loop. */
const SLICE = 200;

/**
 * `items.map(work)` in slices, letting the event loop answer other requests between two slices,
 * so a long list (an import file's rows) never holds every visitor's request for long.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => R,
): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += SLICE) {
    if (start > 0) await nextTurn();
    const end = Math.min(start + SLICE, items.length);
    for (let index = start; index < end; index += 1) results.push(work(items[index]!, index));
  }
  return results;
}
