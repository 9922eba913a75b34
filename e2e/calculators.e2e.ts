import { MongoClient, ObjectId } from 'mongodb';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuthorization, createListing } from './support/admin-api';
import { saveScreenshot } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';

/*
 * Products with terms whose answers were worked out by hand, created through the API. Their rates
 * are far above any real product's, so demo listings never outrank them where the journey reads
 * a rank (the best pair); elsewhere the journey reads the highlighted product's own row.
 */
const run = Date.now().toString(36);
const slug = (name: string) => `e2e-${name}-${run}`;

const products = {
  creditcards: [
    {
      title: 'E2E Dining Max',
      slug: slug('dining-max'),
      terms: {
        rewardType: 'cashback',
        annualFee: 100,
        annualFeeWaivedYears: 1,
        earn: [{ category: 'dining', rate: 50 }],
        monthlyCap: { amount: 100, on: 'reward' },
      },
    },
    {
      title: 'E2E Grocery Max',
      slug: slug('grocery-max'),
      terms: {
        rewardType: 'cashback',
        earn: [{ category: 'groceries', rate: 30 }],
        monthlyCap: { amount: 100, on: 'reward' },
      },
    },
    {
      title: 'E2E Big Spender',
      slug: slug('big-spender'),
      terms: {
        rewardType: 'cashback',
        baseRate: 0.5,
        minMonthlySpend: 5000,
        earn: [{ category: 'online', rate: 30 }],
      },
    },
  ],
  savings: [
    {
      title: 'E2E Tier Saver',
      slug: slug('tier-saver'),
      terms: {
        baseRate: 0.05,
        bonus: [{ condition: 'salary', threshold: 2000, rate: 20, balanceUpTo: 10000 }],
      },
    },
    {
      title: 'E2E Either Saver',
      slug: slug('either-saver'),
      terms: {
        bonus: [
          { group: 'Keep only', condition: 'grow', threshold: 0, rate: 30, balanceUpTo: 10000 },
          {
            group: 'Salary and keep',
            condition: 'salary',
            threshold: 2000,
            rate: 40,
            balanceUpTo: 10000,
            alsoRequires: [{ condition: 'grow', threshold: 0 }],
          },
        ],
      },
    },
  ],
  loans: [
    {
      title: 'E2E Tiny Loan',
      slug: slug('tiny-loan'),
      terms: {
        loanType: 'personal',
        flatRate: 0.5,
        processingFee: { percent: 1 },
        minTenureMonths: 1,
        maxTenureMonths: 84,
      },
    },
    {
      title: 'E2E Reducing Loan',
      slug: slug('reducing-loan'),
      terms: {
        loanType: 'personal',
        reducingRate: 12,
        processingFee: { percent: 1, charged: 'added' },
      },
    },
  ],
  investments: [
    {
      title: 'E2E Cheap Broker',
      slug: slug('cheap-broker'),
      terms: { commission: [{ market: 'SG', percent: 0.01, minimum: 0.5 }] },
    },
  ],
};

const target = useSiteAndBrowser();
const { visit } = target;

async function api(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${target.site.baseUrl}${path}`, init);
}

beforeAll(async () => {
  const login = await api('/api/users/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  const { token } = (await login.json()) as { token: string };
  for (const [resource, listings] of Object.entries(products)) {
    for (const listing of listings) {
      const body = new FormData();
      body.append('title', listing.title);
      body.append('slug', listing.slug);
      body.append('category', 'DBS');
      body.append('terms', JSON.stringify(listing.terms));
      const created = await api(`/api/${resource}/create`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body,
      });
      expect(created.status, await created.clone().text()).toBe(201);
      const [stored] = (await (await api(`/api/${resource}/${listing.slug}`)).json()) as {
        terms?: unknown;
      }[];
      expect(stored?.terms, 'the API must store and answer listing terms').toEqual(listing.terms);
    }
  }
});

const results = (page: Page) => page.getByRole('region', { name: 'Results' });
/** The ranked row of a product (not the best pair's line naming it). */
const rowOf = (page: Page, title: string) =>
  results(page)
    .locator('li.calculator-row')
    .filter({ has: page.getByRole('link', { name: title }) });

/** S$300 dining, S$300 groceries and S$200 online a month; nothing else; no welcome offers. */
const spend =
  'dining=300&groceries=300&online=200&transport=0&travel=0&overseas=0&petrol=0&bills=0&other=0&welcome=0';

describe('the card finder', () => {
  it('answers hand-worked values, the best pair and keeps its inputs through a reload and Back', async () => {
    const [dining, grocery, bigSpender] = products.creditcards;
    await visit('desktop', `/cards/finder?${spend}&highlight=${dining!.slug}`, async (page) => {
      // 300 × 50% = 150, capped at S$100 a month; the fee is waived in year one.
      const diningRow = rowOf(page, dining!.title);
      await expect.poll(() => diningRow.textContent()).toContain('S$1,200.00 a year');
      const diningText = await diningRow.textContent();
      expect(diningText).toContain('Highlighted');
      expect(diningText).toContain('Dining: your S$300.00 a month at 50% = S$150.00 a month');
      expect(diningText).toContain(
        'Cap of S$100.00 a month reached: the reward is S$100.00 a month',
      );
      expect(diningText).toContain('Annual fee of S$100.00 waived in year one');

      // Below its S$5,000 minimum, the Big Spender pays its 0.5% base on S$800: S$48 a year.
      const bigRow = rowOf(page, bigSpender!.title);
      expect(await bigRow.textContent()).toContain('S$48.00 a year');
      await bigRow.getByRole('button', { name: 'Show the working' }).click();
      expect(await bigRow.textContent()).toContain(
        'Your counted spend of S$800.00 a month is below the S$5,000.00 minimum spend',
      );

      // Dining to the Dining Max (S$100 a month), groceries to the Grocery Max (S$90 a month).
      const pair = page.getByRole('region', { name: 'The best pair of cards' });
      expect(await pair.textContent()).toContain(
        `Together they pay S$2,280.00 a year, S$1,080.00 more than the best single card, ${dining!.title}.`,
      );
      expect(await pair.textContent()).toContain(`${grocery!.title}: Groceries`);
      await saveScreenshot(page, 'card-finder-desktop');

      const diningField = page.getByRole('textbox', { name: 'Dining', exact: true });
      await diningField.fill('100');
      await expect.poll(() => new URL(page.url()).searchParams.get('dining')).toBe('100');
      // 100 × 50% = 50 a month.
      await expect.poll(() => diningRow.textContent()).toContain('S$600.00 a year');

      await page.reload();
      await expect.poll(() => diningField.inputValue()).toBe('100');
      await expect.poll(() => diningRow.textContent()).toContain('S$600.00 a year');

      await diningRow.getByRole('link', { name: dining!.title }).click();
      await page.getByRole('heading', { level: 1, name: dining!.title }).waitFor();
      await page.goBack();
      await expect.poll(() => diningField.inputValue()).toBe('100');

      const groceries = page.getByRole('textbox', { name: 'Groceries' });
      await groceries.fill('-1');
      const describedBy = await groceries.getAttribute('aria-describedby');
      expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(
        'Must not be negative.',
      );
      expect(await results(page).textContent()).not.toMatch(/NaN|Infinity/);
    });
  });

  it('is reached from a card’s page with that card highlighted, and fits a phone', async () => {
    const [dining] = products.creditcards;
    await visit('phone', `/cards/${dining!.slug}`, async (page) => {
      await page
        .getByRole('link', { name: 'See what this card pays you in the card finder' })
        .click();
      await page.getByText('Highlighted').waitFor();
      expect(new URL(page.url()).searchParams.get('highlight')).toBe(dining!.slug);
      await saveScreenshot(page, 'card-finder-phone');
    });
  });
});

/** The id of a listing, from its detail call. */
async function idOf(resource: string, listingSlug: string): Promise<string> {
  const [stored] = (await (await api(`/api/${resource}/${listingSlug}`)).json()) as {
    _id: string;
  }[];
  return stored!._id;
}

/**
 * Moves every revision of these records to `at`, as if they had been saved then: the journeys run
 * in one day, and a list as of a day only differs from today's for a day before it. Written
 * straight to the site's embedded database, through its socket.
 */
async function backdateRevisions(recordIds: string[], at: Date): Promise<void> {
  const socket = path.join(target.site.dataDir, 'db', 'mongod.sock');
  const client = await MongoClient.connect(`mongodb://${encodeURIComponent(socket)}`);
  try {
    const moved = await client
      .db('finance')
      .collection('revisions')
      .updateMany({ recordId: { $in: recordIds.map((id) => new ObjectId(id)) } }, { $set: { at } });
    expect(moved.modifiedCount).toBe(recordIds.length);
  } finally {
    await client.close();
  }
}

/** The rank of each product's row, by title, as the ranking shows it ('1.', '2.'...). */
async function ranksOf(page: Page, titles: string[]): Promise<number[]> {
  return Promise.all(
    titles.map(async (title) =>
      Number(/^(\d+)\./.exec((await rowOf(page, title).textContent()) ?? '')?.[1]),
    ),
  );
}

describe('the card finder with the terms of a past day', () => {
  it('ranks with the terms before an edit made through the API, and with the new ones without a day', async () => {
    const authorization = await adminAuthorization(target.site.baseUrl);
    // Online at 20% up to S$50 a month, then at 5% after the edit; the other at 10%, uncapped.
    const wasBest = { title: 'E2E Was Best', slug: slug('was-best'), rate: 20 };
    const nowBest = { title: 'E2E Now Best', slug: slug('now-best'), rate: 10 };
    for (const card of [wasBest, nowBest]) {
      await createListing(target.site.baseUrl, authorization, '/api/creditcards', {
        title: card.title,
        slug: card.slug,
        category: 'DBS',
        terms: {
          rewardType: 'cashback',
          earn: [{ category: 'online', rate: card.rate }],
          monthlyCap: { amount: 50, on: 'reward' },
        },
      });
    }
    const ids = [await idOf('creditcards', wasBest.slug), await idOf('creditcards', nowBest.slug)];
    await backdateRevisions(ids, new Date('2026-01-01T04:00:00.000Z'));
    const edit = new FormData();
    edit.append('id', ids[0]!);
    edit.append(
      'terms',
      JSON.stringify({
        rewardType: 'cashback',
        earn: [{ category: 'online', rate: 5 }],
        monthlyCap: { amount: 50, on: 'reward' },
      }),
    );
    const edited = await api('/api/creditcards/update', {
      method: 'PUT',
      headers: { Authorization: authorization },
      body: edit,
    });
    expect(edited.status, await edited.clone().text()).toBe(200);

    const titles = [wasBest.title, nowBest.title];
    await visit('desktop', `/cards/finder?${spend}&asOf=2026-01-01`, async (page) => {
      // On 1 Jan: online S$200 × 20% = S$40 a month, S$480 a year; × 10% = S$20, S$240 a year.
      await expect
        .poll(() => rowOf(page, wasBest.title).textContent())
        .toContain('S$480.00 a year');
      expect(await rowOf(page, nowBest.title).textContent()).toContain('S$240.00 a year');
      // Only these two cards were in the catalogue then.
      expect(await ranksOf(page, titles)).toEqual([1, 2]);
      expect(await page.getByLabel('Terms as of').inputValue()).toBe('2026-01-01');
      expect(await page.getByText(/^This profile earned /).textContent()).toMatch(
        /^This profile earned S\$480\.00 a year on 01\/Jan\/2026 and S\$[\d,.]+ today\.$/,
      );

      await page.getByLabel('Terms as of').fill('');
      await expect.poll(() => new URL(page.url()).searchParams.has('asOf')).toBe(false);
      // Today: S$200 × 5% = S$10 a month, S$120 a year, below the other card's S$240.
      await expect
        .poll(() => rowOf(page, wasBest.title).textContent())
        .toContain('S$120.00 a year');
      expect(await rowOf(page, nowBest.title).textContent()).toContain('S$240.00 a year');
      const [wasRank, nowRank] = await ranksOf(page, titles);
      expect(nowRank).toBeLessThan(wasRank!);
      expect(await page.getByText(/^This profile earned /).count()).toBe(0);
    });
  });
});

describe('the savings, loan and brokerage calculators', () => {
  // Nothing here changes with the width: it runs once, on a phone.
  it.each(['phone'] as const)('answer hand-worked cases (%s)', async (viewport) => {
    const [saver] = products.savings;
    const saving = `/savings/calculator?balance=10000&salary=2500&spend=0&bills=0&highlight=${saver!.slug}`;
    await visit(viewport, saving, async (page) => {
      // At the tier boundary: 10,000 × 0.05% + 10,000 × 20% = 2,005.
      const row = rowOf(page, saver!.title);
      await expect.poll(() => row.textContent()).toContain('S$2,005.00 a year');
      expect(await row.textContent()).toContain('Effective rate 20.05% a year');
      await saveScreenshot(page, `savings-calculator-${viewport}`);
    });

    const either = products.savings[1]!;
    const eitherPath = `/savings/calculator?balance=10000&salary=2500&spend=0&bills=0&grow=0&highlight=${either.slug}`;
    await visit(viewport, eitherPath, async (page) => {
      // Growth S$0 keeps the balance: keep only pays 10,000 × 30% = 3,000; salary and keep
      // 10,000 × 40% = 4,000, the better group.
      const row = rowOf(page, either.title);
      await expect.poll(() => row.textContent()).toContain('S$4,000.00 a year');
      expect(await row.textContent()).toContain(
        'your balance growth of S$0 a month meets the keep-or-grow condition',
      );
      expect(await row.textContent()).toContain(
        'your salary of S$2,500 meets the S$2,000 condition',
      );
    });

    const [loan] = products.loans;
    const loans = `/loans/calculator?amount=10000&months=12&type=personal&highlight=${loan!.slug}`;
    await visit(viewport, loans, async (page) => {
      // 10,000 × 0.5% for a year = 50 interest, a S$100 fee deducted: S$150 in all; instalments
      // of 837.50 repay the S$9,900 received at 0.2321% a month: an EIR of 12 × that, 2.79%.
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: loan!.title }) });
      await expect
        .poll(() => row.getByRole('cell').allTextContents())
        .toEqual(['S$150.00', 'S$837.50', 'S$50.00', '2.79%', '']);
      const schedule = page.getByRole('table', {
        name: `Repayment schedule of ${loan!.title}, month by month`,
      });
      expect(await schedule.getByRole('row').count()).toBe(13);
      expect(await page.locator('canvas[role="img"]').count()).toBe(1);
      // Every figure in view, on a phone too: nothing cut off, nothing to scroll sideways.
      const width = page.viewportSize()!.width;
      for (const cell of await row.getByRole('cell').all()) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(width);
      }
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, `loan-calculator-${viewport}`);
    });

    const reducing = products.loans[1]!;
    const reducingPath = `/loans/calculator?amount=12000&months=12&type=personal&loan=${reducing.slug}`;
    await visit(viewport, reducingPath, async (page) => {
      // Owed 12,000 + the 1% fee added = 12,120 at 1% a month: 121.20 / (1 − 1.01^−12) =
      // 1,076.85 a month; interest 12 × 1,076.85 − 12,120 = 802.17; with the S$120 fee 922.17.
      // The instalments repay the S$12,000 received at 1.1578% a month: an EIR of 13.89%.
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('link', { name: reducing.title }) });
      await expect
        .poll(() => row.getByRole('cell').allTextContents())
        .toEqual(['S$922.17', 'S$1,076.85', 'S$802.17', '13.89%', '']);
      expect(await page.getByText('added to the loan: you owe S$12,120.00').count()).toBe(1);
    });

    const [broker] = products.investments;
    const brokers = `/investments/calculator?SG=10&SGshares=1000&SGprice=2&US=0&HK=0&highlight=${broker!.slug}`;
    await visit(viewport, brokers, async (page) => {
      // 1,000 shares at S$2 = S$2,000; 0.01% is 0.20, below the S$0.50 minimum:
      // 10 trades × 0.50 × 12 = 60.
      const row = rowOf(page, broker!.title);
      await expect.poll(() => row.textContent()).toContain('S$60.00 a year');
      await saveScreenshot(page, `investment-calculator-${viewport}`);
    });
  });
});
