import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuthorization, createListing } from './support/admin-api';
import { saveScreenshot } from './support/browser';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';
import { signIn, submitSignIn, submitSignUp } from './support/account-forms';

const sb = useSiteAndBrowser();

/*
 * Three cards with terms whose answers are worked out by hand, created through the API; the
 * person's wallet holds them. Merchants come from the seeded table.
 */
const run = Date.now().toString(36);
const cards = [
  {
    title: 'E2E Online Miles',
    slug: `e2e-online-miles-${run}`,
    category: 'DBS',
    terms: {
      rewardType: 'miles',
      baseRate: 0.4,
      earn: [{ category: 'online', rate: 4, cap: { on: 'bonusSpend', amount: 1000 } }],
    },
  },
  {
    title: 'E2E Grocery Cashback',
    slug: `e2e-grocery-cashback-${run}`,
    category: 'OCBC',
    terms: {
      rewardType: 'cashback',
      baseRate: 0.3,
      earn: [{ category: 'groceries', rate: 6, cap: { on: 'reward', amount: 30 } }],
    },
  },
  {
    title: 'E2E Everyday Cashback',
    slug: `e2e-everyday-cashback-${run}`,
    category: 'UOB',
    terms: { rewardType: 'cashback', baseRate: 1.5 },
  },
] as const;

const person = {
  name: 'Wei Jie Lim',
  email: `wallet-${run}@e2e.test`,
  password: 'char-kway-teow-88',
};

beforeAll(async () => {
  const authorization = await adminAuthorization(sb.site.baseUrl);
  for (const card of cards) {
    await createListing(sb.site.baseUrl, authorization, '/api/creditcards', card);
  }
});

async function signUpAndIn(page: Page): Promise<void> {
  await page.goto(`${sb.site.baseUrl}/signup`);
  await submitSignUp(page, person);
  await page.waitForURL(`${sb.site.baseUrl}/login`);
  await submitSignIn(page, person.email, person.password);
  await page.waitForURL(`${sb.site.baseUrl}/`);
}

/** A purchase already made on a card this month, as the page's form notes it. */
interface Noted {
  card: string;
  amount: string;
  /** The label of its category in the form's "Spent on" list. */
  spentOn: string;
}

/** Picks the merchant from the suggestions and the amount, and notes the purchases made. */
async function askWhichCard(
  page: Page,
  merchant: string,
  amount: string,
  noted: readonly Noted[],
): Promise<void> {
  const field = page.getByLabel('Merchant', { exact: true });
  await field.fill(merchant);
  await page.getByRole('button', { name: new RegExp(`^${merchant} ·`) }).click();
  await page.getByLabel('Amount', { exact: true }).fill(amount);
  const form = page.getByRole('form', { name: 'Note a purchase you made' });
  for (const spend of noted) {
    await form.getByLabel('Card').selectOption({ label: spend.card });
    await form.getByLabel('Amount spent (S$)').fill(spend.amount);
    await form.getByLabel('Spent on').selectOption({ label: spend.spentOn });
    await form.getByRole('button', { name: 'Note this purchase' }).click();
  }
}

const answer = (page: Page) => ({
  heading: () => page.locator('#which-card-answer').textContent(),
  earn: () => page.getByTestId('best-earn').textContent(),
  cap: () => page.getByTestId('best-cap').textContent(),
});

describe('my wallet and the card for a purchase', () => {
  it('saves a wallet and profile, then answers which card pays most with caps partly used', async () => {
    await sb.visit('desktop', '/me', async (page) => {
      await page.waitForURL(/\/login\?next=%2Fme$/);
      await signUpAndIn(page);

      await page.getByRole('link', { name: 'My wallet' }).click();
      await page.waitForURL(`${sb.site.baseUrl}/me`);
      for (const card of cards) {
        await page
          .getByLabel('Product', { exact: true })
          .selectOption({ label: `${card.title} (${card.category})` });
        await page.getByRole('button', { name: 'Add', exact: true }).click();
      }
      await page.getByLabel('Dining').fill('450');
      await page.getByLabel('Online shopping').fill('300');
      await page.getByLabel('Income a month').fill('6000');
      await page.getByLabel('Age').fill('38');
      await page.getByRole('button', { name: 'Save my wallet' }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe('Your wallet and profile are saved.');
      // Online on E2E Online Miles: 300 × 4 = 1,200 miles × 1.5 cents = S$18 a month; dining on
      // E2E Everyday Cashback: 450 × 1.5% = S$6.75. (18 + 6.75) × 12 = S$297.00 a year.
      await expect.poll(() => page.getByTestId('held-use').textContent()).toBe('S$297.00');
      expect(await page.getByTestId('wallet-gap').textContent()).toMatch(
        /^The best set of 3 cards pays S\$[\d,]+\.\d\d more a year:$/,
      );
      await saveScreenshot(page, 'wallet-me-1280');

      // The server works the optimum out: the page fetches no solver. Its longest main-thread
      // task is measured here and held to 200 ms by the bench (`npm run bench -- pages`).
      await page.addInitScript(() => {
        const durations: number[] = [];
        Object.assign(window, { longTasks: durations });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) durations.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.reload();
      await expect.poll(() => page.getByLabel('Dining').inputValue()).toBe('450');
      // The saved wallet holds its three cards, each with its Remove button.
      expect(await page.getByRole('button', { name: /^Remove E2E / }).count()).toBe(3);
      await expect.poll(() => page.getByTestId('held-use').textContent()).toBe('S$297.00');
      const fetched = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => entry.name),
      );
      expect(fetched.filter((name) => /\.wasm|highs/i.test(name))).toEqual([]);
      expect(fetched.some((name) => name.includes('/api/me/wallet/optimum'))).toBe(true);
      const longTasks = await page.evaluate(
        () => (window as unknown as { longTasks: number[] }).longTasks,
      );
      // A measurement, not a pass mark (the machine is shared): kept beside the screenshots.
      console.log(`/me: longest main-thread task ${Math.max(0, ...longTasks).toFixed(0)} ms`);

      await page.getByRole('link', { name: 'Which card for this purchase?' }).first().click();
      await page.waitForURL(`${sb.site.baseUrl}/which-card`);
      const best = answer(page);

      // Shopee is online. E2E Online Miles has S$200 of its S$1,000 bonus cap left after S$800:
      // 200 × 4 + 100 × 0.4 = 840 miles × 1.5 cents = S$12.60. Everyday: 300 × 1.5% = S$4.50.
      await askWhichCard(page, 'Shopee', '300', [
        { card: 'E2E Online Miles', amount: '800', spentOn: 'Online shopping' },
      ]);
      await expect.poll(best.heading).toBe('Use E2E Online Miles');
      expect(await best.earn()).toBe('S$12.60 (840 miles)');
      expect(await best.cap()).toBe('S$0.00 of online spend left at the bonus rate this month.');
      expect(await page.getByTestId('merchant-category').textContent()).toMatch(
        /^Shopee is usually Online shopping\./,
      );

      // NTUC FairPrice is groceries. E2E Grocery Cashback's S$30 cap is S$500 of spend at 6%;
      // S$300 spent leaves S$200: 150 × 6% = S$9.00, and S$50 of bonus spend left after it.
      await askWhichCard(page, 'NTUC FairPrice', '150', [
        { card: 'E2E Grocery Cashback', amount: '300', spentOn: 'Groceries' },
      ]);
      await expect.poll(best.heading).toBe('Use E2E Grocery Cashback');
      expect(await best.earn()).toBe('S$9.00');
      expect(await best.cap()).toBe(
        'S$50.00 of groceries spend left at the bonus rate this month.',
      );

      // Grab rides are transport, where no card has a bonus: Everyday 40 × 1.5% = S$0.60 beats
      // 40 × 0.4 = 16 miles (S$0.24) and 40 × 0.3% = S$0.12.
      await askWhichCard(page, 'Grab', '40', []);
      await expect.poll(best.heading).toBe('Use E2E Everyday Cashback');
      expect(await best.earn()).toBe('S$0.60');
      expect(await best.cap()).toBe('No bonus rate on transport this month.');
      const correction = page.getByRole('link', { name: 'Suggest a correction' });
      expect(await correction.getAttribute('href')).toBe('/suggest-rewards');
      await saveScreenshot(page, 'which-card-1280');
    });
  });

  it('answers on a phone, and fills the card finder from the profile', async () => {
    await sb.visit('phone', '/login', async (page) => {
      await signIn(page, sb.site.baseUrl, person);
      await page.goto(`${sb.site.baseUrl}/which-card`);
      await askWhichCard(page, 'Shopee', '300', [
        { card: 'E2E Online Miles', amount: '800', spentOn: 'Online shopping' },
      ]);
      await expect.poll(answer(page).heading).toBe('Use E2E Online Miles');
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, 'which-card-375');

      await page.goto(`${sb.site.baseUrl}/me`);
      await page.getByLabel('Dining').waitFor();
      await saveScreenshot(page, 'wallet-me-375');

      await page.goto(`${sb.site.baseUrl}/cards/finder`);
      await page.getByRole('button', { name: 'Use my profile' }).click();
      // S$6,000 a month is S$72,000 a year.
      await expect.poll(() => new URL(page.url()).searchParams.get('income')).toBe('72000');
      expect(new URL(page.url()).searchParams.get('dining')).toBe('450');
    });
  });

  it("refuses one user another's wallet", async () => {
    const register = async (email: string) => {
      const response = await fetch(`${sb.site.baseUrl}/api/users/register`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name: 'Other Person', email, password: 'other-secret-123' }),
      });
      expect(response.status).toBe(201);
      const login = await fetch(`${sb.site.baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'other-secret-123' }),
      });
      return `Bearer ${((await login.json()) as { token: string }).token}`;
    };
    const other = await register(`other-${run}@e2e.test`);

    const read = await fetch(`${sb.site.baseUrl}/api/me/wallet`, {
      headers: { Authorization: other },
    });
    expect(await read.json()).toBeNull();
    const write = await fetch(`${sb.site.baseUrl}/api/me/wallet?userId=someone`, {
      method: 'PUT',
      headers: { Authorization: other, 'Content-Type': 'application/json' },
      body: JSON.stringify({ userId: 'someone', monthlyIncome: 1, age: 30, residency: 'local' }),
    });
    expect(write.status).toBe(400);
    expect(await write.json()).toMatchObject({ message: 'Unrecognized key: "userId"' });
    const anonymous = await fetch(`${sb.site.baseUrl}/api/me/wallet`);
    expect(anonymous.status).toBe(401);
    const longSearch = await fetch(`${sb.site.baseUrl}/api/merchants?q=${'x'.repeat(10_000)}`);
    expect(longSearch.status).toBe(400);
    expect(await longSearch.json()).toMatchObject({ message: 'q: must be at most 100 characters' });
  });
});
