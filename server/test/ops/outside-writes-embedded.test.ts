import { afterAll, beforeAll, describe, it } from 'vitest';
import { expectOutsideWritesServed, startSite } from './outside-writes.js';

let site: Awaited<ReturnType<typeof startSite>>;

beforeAll(async () => {
  site = await startSite();
});

afterAll(() => site.close());

describe('writes made around the app, with the embedded engine', () => {
  it('are served at once: the engine reports every write of any client', async () => {
    const uri = new URL(site.db.uri);
    await expectOutsideWritesServed(site.app, `mongodb://${uri.host}`, uri.pathname.slice(1));
  });
});
