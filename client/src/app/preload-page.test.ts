import { preloadPageAt } from './router';

describe('preloadPageAt', () => {
  it("fetches a lazy page's code before the first render", async () => {
    const page = await preloadPageAt('/how-we-rank');
    expect((page as { name: string }).name).toBe('MethodologyPage');
  });

  it('has nothing to fetch for a page in the main script or an unknown address', async () => {
    await expect(preloadPageAt('/cards')).resolves.toBeUndefined();
    await expect(preloadPageAt('/no/such/page')).resolves.toBeUndefined();
  });
});
