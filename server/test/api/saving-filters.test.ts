import { listingKindByKey } from '@sg-finance/contract';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { listingModel, type Listing } from '../../src/models/listing.model.js';
import { errorBody } from '../support/error-body.js';
import { useTestApi } from '../support/test-api.js';

const api = useTestApi();
const saving = listingKindByKey('saving');

async function slugs(query: string): Promise<string[]> {
  const response = await request(api.app).get(`${saving.apiPath}?${query}`).expect(200);
  return (response.body as { slug: string }[]).map((row) => row.slug).sort();
}

describe('the savings need filters', () => {
  it('keep the accounts of a minimum balance at most, and those paying a bonus for a condition', async () => {
    await listingModel(saving).create([
      {
        title: 'Salary saver',
        slug: 'salary-saver',
        category: 'OCBC',
        terms: { minBalance: 3000, bonus: [{ condition: 'salary', threshold: 1800, rate: 2 }] },
      },
      {
        title: 'Either or',
        slug: 'either-or',
        category: 'UOB',
        terms: {
          minBalance: 1000,
          bonus: [
            { group: 'Spend only', condition: 'spend', threshold: 500, rate: 0.65 },
            {
              group: 'Salary and spend',
              condition: 'salary',
              threshold: 1600,
              rate: 1,
              alsoRequires: [{ condition: 'spend', threshold: 500 }],
            },
          ],
        },
      },
      {
        title: 'Keeper',
        slug: 'keeper',
        category: 'Citibank',
        terms: { minBalance: 0, bonus: [{ condition: 'grow', threshold: 0, rate: 1.5 }] },
      },
      { title: 'Plain', slug: 'plain', category: 'DBS', terms: { baseRate: 1 } },
    ] as Listing[]);

    expect(await slugs('maxMinBalance=0')).toEqual(['keeper']);
    expect(await slugs('maxMinBalance=1000')).toEqual(['either-or', 'keeper']);
    expect(await slugs('bonusFor=salary')).toEqual(['either-or', 'salary-saver']);
    expect(await slugs('bonusFor=spend')).toEqual(['either-or']);
    expect(await slugs('bonusFor=grow&maxMinBalance=3000')).toEqual(['keeper']);
  });

  it('answers 400 for a condition it does not know, changing nothing', async () => {
    await listingModel(saving).create({ title: 'One', slug: 'one', category: 'DBS' });
    const before = await api.snapshot();
    const response = await request(api.app).get(`${saving.apiPath}?bonusFor=lottery`).expect(400);
    expect(response.body).toEqual(
      errorBody('bonusFor: must be one of salary, spend, bills, invest, insure, grow'),
    );
    expect(await api.snapshot()).toEqual(before);
  });
});
