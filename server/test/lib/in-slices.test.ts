import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { mapInSlices } from '../../src/lib/in-slices.js';

/** How many turns of the event loop other work had while `run` ran. */
async function turnsDuring(run: () => Promise<unknown>): Promise<number> {
  let turns = 0;
  let done = false;
  const ticking = (async () => {
    while (!done) {
      await nextTurn();
      turns += 1;
    }
  })();
  await run();
  done = true;
  await ticking;
  return turns;
}

describe('mapInSlices', () => {
  it('maps every item in order, with its index', async () => {
    const items = Array.from({ length: 450 }, (_, index) => index * 2);
    expect(await mapInSlices(items, (item, index) => `${index}:${item}`)).toEqual(
      items.map((item, index) => `${index}:${item}`),
    );
    expect(await mapInSlices([], (item: number) => item)).toEqual([]);
  });

  it('lets other work run between slices of 200 items, and a list of 200 or fewer in one go', async () => {
    const work = (item: number) => item + 1;
    // 1,000 items are five slices: four pauses, each a turn of the loop.
    expect(await turnsDuring(() => mapInSlices(Array(1000).fill(0), work))).toBeGreaterThanOrEqual(
      4,
    );
    expect(await turnsDuring(() => mapInSlices(Array(200).fill(0), work))).toBeLessThanOrEqual(1);
  });
});
