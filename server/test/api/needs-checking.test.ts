import { listingKindByKey, singaporeToday } from '@sg-finance/contract';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingModel } from '../../src/models/listing.model.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();

function checkedOn(verifiedAt: string) {
  return { source: { url: 'https://www.dbs.com.sg/', verifiedAt } };
}

async function addListing(key: 'card' | 'saving', title: string, terms?: object) {
  const slug = title.toLowerCase().replaceAll(' ', '-');
  await listingModel(listingKindByKey(key)).create({ title, slug, category: 'DBS', terms });
}

describe('the listings that need checking', () => {
  afterEach(() => vi.useRealTimers());

  it('lists terms never checked, then those checked over 90 days ago, oldest first', async () => {
    // 24 Nov 2026 in Singapore: 25 Aug is 91 days before, 26 Aug 90 days.
    vi.useFakeTimers({ now: new Date('2026-11-24T04:00:00Z'), toFake: ['Date'] });
    expect(singaporeToday()).toBe('2026-11-24');
    await addListing('card', 'Checked last week', checkedOn('2026-11-17'));
    await addListing('card', 'Checked 90 days ago', checkedOn('2026-08-26'));
    await addListing('card', 'Checked 91 days ago', checkedOn('2026-08-25'));
    await addListing('saving', 'Checked last year', checkedOn('2025-11-01'));
    await addListing('saving', 'Never checked', { baseRate: 0.05 });

    const answer = await request(api.app)
      .get('/api/needs-checking')
      .set('Authorization', api.adminAuth)
      .expect(200);

    expect(answer.headers['cache-control']).toBe('no-store');
    expect(
      answer.body.map((item: { kind: string; title: string; daysSinceVerified?: number }) => [
        item.kind,
        item.title,
        item.daysSinceVerified,
      ]),
    ).toEqual([
      ['saving', 'Never checked', undefined],
      ['saving', 'Checked last year', 388],
      ['card', 'Checked 91 days ago', 91],
    ]);
  });

  it('is for administrators only', async () => {
    const anonymous = await request(api.app).get('/api/needs-checking').expect(401);
    expect(anonymous.body.message).toMatch(/sign in|token/i);
    const visitor = await request(api.app)
      .get('/api/needs-checking')
      .set('Authorization', api.userAuth)
      .expect(403);
    expect(visitor.body.message).toMatch(/admin/i);
  });
});
