import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTarget, type EngineTarget } from './engine-target.js';

/**
 * `create` reads `capped` as a boolean that also accepts numbers (non-zero is true), so
 * `capped: 4096` asks for a capped collection and needs `size`; `size` or `max` without a true
 * `capped` is refused too. Both answer InvalidOptions (72) and create nothing.
 */
let target: EngineTarget;

beforeAll(async () => {
  target = await openTarget('create-options');
});

afterAll(() => target.close());

async function collectionNames(): Promise<string[]> {
  const collections = await target.db.listCollections({}, { nameOnly: true }).toArray();
  return collections.map((collection) => collection.name);
}

describe('create with capped options', () => {
  it('refuses a numeric capped without size', async () => {
    await expect(target.db.command({ create: 'sized', capped: 4096 })).rejects.toMatchObject({
      code: 72,
      codeName: 'InvalidOptions',
      message: "the 'size' field is required when 'capped' is true",
    });
    expect(await collectionNames()).not.toContain('sized');
  });

  it('refuses size or max unless capped is true', async () => {
    const refused = {
      code: 72,
      codeName: 'InvalidOptions',
      message:
        "the 'capped' field needs to be true when either the 'size' or 'max' fields are present",
    };
    await expect(target.db.command({ create: 'bounded', size: 4096 })).rejects.toMatchObject(
      refused,
    );
    await expect(
      target.db.command({ create: 'bounded', capped: 0, max: 10 }),
    ).rejects.toMatchObject(refused);
    expect(await collectionNames()).not.toContain('bounded');
  });
});
