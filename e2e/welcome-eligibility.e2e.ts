import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { singaporeDay } from '@sg-finance/contract';
import { addDays, monthsBefore } from '@sg-finance/finance';
import { formatDate } from '../client/src/lib/dates';
import { adminAuthorization, createListing } from './support/admin-api';
import { saveScreenshot } from './support/browser';
import { signIn } from './support/account-forms';
import { useSiteAndBrowser } from './support/site-and-browser';

const sb = useSiteAndBrowser();

/*
 * HSBC Revolution's S$450 gift for customers new to HSBC, and another HSBC card, built through
 * the API; the person closed the other card 11 months ago (Singapore time), so the gift is not
 * theirs: "you held an HSBC card in the last 12 months".
 */
const run = Date.now().toString(36);
const revolution = {
  title: `E2E HSBC Revolution ${run}`,
  slug: `e2e-hsbc-revolution-${run}`,
  category: 'HSBC',
  terms: {
    rewardType: 'miles',
    baseRate: 0.4,
    minIncome: 30000,
    welcome: { value: 450, unit: 'SGD', minSpend: 500, withinDays: 30, newToBankOnly: true },
  },
};
const closedCard = {
  title: `E2E HSBC Live+ ${run}`,
  slug: `e2e-hsbc-live-plus-${run}`,
  category: 'HSBC',
  terms: { rewardType: 'cashback', baseRate: 0.3 },
};
const person = {
  name: 'Mei Ling Tan',
  email: `welcome-${run}@e2e.test`,
  password: 'kaya-toast-and-kopi-7',
};
const reason = 'Welcome gift not available to you: you held an HSBC card in the last 12 months.';

/*
 * A DBS gift for customers new to DBS, and another DBS card the person applied for 25 days ago
 * (recorded in My applications): the gift is not theirs, "you applied for a DBS card on" that day.
 */
const dbsGift = {
  title: `E2E DBS Altitude ${run}`,
  slug: `e2e-dbs-altitude-${run}`,
  category: 'DBS',
  terms: {
    rewardType: 'miles',
    baseRate: 0.4,
    welcome: { value: 300, unit: 'SGD', newToBankOnly: true },
  },
};
const appliedCard = {
  title: `E2E DBS Live Fresh ${run}`,
  slug: `e2e-dbs-live-fresh-${run}`,
  category: 'DBS',
  terms: {
    rewardType: 'cashback',
    baseRate: 0.3,
    welcome: { value: 150, unit: 'SGD', minSpend: 500, withinDays: 30 },
  },
};
const appliedOn = addDays(singaporeDay(new Date()), -25);
const appliedReason = `you applied for a DBS card on ${formatDate(appliedOn)}`;

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${sb.site.baseUrl}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(init.token && { Authorization: `Bearer ${init.token}` }),
    },
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response.json() as Promise<Record<string, unknown> & Record<number, { _id: string }>>;
}

beforeAll(async () => {
  const authorization = await adminAuthorization(sb.site.baseUrl);
  for (const card of [revolution, closedCard, dbsGift, appliedCard]) {
    await createListing(sb.site.baseUrl, authorization, '/api/creditcards', card);
  }
  const idOf = async (slug: string) =>
    ((await api(`/api/creditcards/${slug}`)) as unknown as { _id: string }[])[0]!._id;
  const closedId = await idOf(closedCard.slug);
  const appliedId = await idOf(appliedCard.slug);
  await api('/api/users/register', { method: 'POST', body: JSON.stringify(person) });
  const { token } = (await api('/api/users/login', {
    method: 'POST',
    body: JSON.stringify({ email: person.email, password: person.password }),
  })) as { token: string };
  const spend = { dining: 400, online: 300 };
  await api('/api/me/wallet', {
    method: 'PUT',
    token,
    body: JSON.stringify({
      spend,
      monthlyIncome: 6000,
      age: 34,
      residency: 'local',
      closedProducts: [
        {
          kind: 'card',
          id: closedId,
          closedOn: monthsBefore(singaporeDay(new Date()), 11),
        },
      ],
    }),
  });
  await api('/api/me/applications', {
    method: 'POST',
    token,
    body: JSON.stringify({ kind: 'card', productId: appliedId, appliedOn }),
  });
});

async function seesGiftNotAvailable(page: Page, screenshot: string): Promise<void> {
  await signIn(page, sb.site.baseUrl, person);
  await page.goto(`${sb.site.baseUrl}/cards/${revolution.slug}`);
  const rewards = page.getByRole('region', { name: 'Welcome Rewards' });
  await expect.poll(() => rewards.locator('.welcome-verdict').textContent()).toBe(reason);
  expect(await rewards.locator('.welcome-verdict').isVisible()).toBe(true);
  await saveScreenshot(page, screenshot);
}

describe('whether a signed-in visitor would get a welcome gift', () => {
  it('marks HSBC Revolution’s gift not available, with the reason, on its page at 1280 px', async () => {
    await sb.visit('desktop', '/', async (page) => {
      await seesGiftNotAvailable(page, 'welcome-not-available-1280');

      // My wallet lists the gift with the same reason.
      await page.goto(`${sb.site.baseUrl}/me`);
      const gifts = page.getByRole('region', {
        name: 'Welcome gifts and whether you would get them',
      });
      await expect
        .poll(() => gifts.getByRole('listitem').filter({ hasText: revolution.title }).textContent())
        .toBe(
          `${revolution.title} (S$450.00): not available to you: you held an HSBC card in the last 12 months`,
        );
    });
  });

  it('marks it on a phone at 375 px', async () => {
    await sb.visit('phone', '/', async (page) => {
      await seesGiftNotAvailable(page, 'welcome-not-available-375');
    });
  });

  it('counts an application of My applications on the product page, My wallet and the card finder', async () => {
    await sb.visit('desktop', '/', async (page) => {
      await signIn(page, sb.site.baseUrl, person);
      await page.goto(`${sb.site.baseUrl}/cards/${dbsGift.slug}`);
      const verdict = page
        .getByRole('region', { name: 'Welcome Rewards' })
        .locator('.welcome-verdict');
      await expect
        .poll(() => verdict.textContent())
        .toBe(`Welcome gift not available to you: ${appliedReason}.`);

      // The card applied for itself points to the tracker.
      await page.goto(`${sb.site.baseUrl}/cards/${appliedCard.slug}`);
      await expect
        .poll(() => verdict.textContent())
        .toBe(
          `You applied for it on ${formatDate(appliedOn)}: My applications follows its welcome gift.`,
        );

      await page.goto(`${sb.site.baseUrl}/me`);
      const gifts = page.getByRole('region', {
        name: 'Welcome gifts and whether you would get them',
      });
      await expect
        .poll(() => gifts.getByRole('listitem').filter({ hasText: dbsGift.title }).textContent())
        .toBe(`${dbsGift.title} (S$300.00): not available to you: ${appliedReason}`);

      // The finder reads the applications as it opens; the profile is filled once they are in.
      const applicationsRead = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/me/applications',
      );
      await page.goto(`${sb.site.baseUrl}/cards/finder`);
      await applicationsRead;
      await page.getByRole('button', { name: 'Use my profile' }).click();
      await page.waitForURL(/applied=/);
      const row = page
        .getByRole('region', { name: 'Results' })
        .locator('li.calculator-row')
        .filter({ hasText: dbsGift.title });
      await expect
        .poll(() => row.textContent())
        .toContain(`Welcome gift not available to you: ${appliedReason}.`);
      await saveScreenshot(page, 'welcome-applied-finder-1280');
    });
  });
});
