import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { singaporeDay } from '@sg-finance/contract';
import { monthsBefore } from '@sg-finance/finance';
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
  for (const card of [revolution, closedCard]) {
    await createListing(sb.site.baseUrl, authorization, '/api/creditcards', card);
  }
  const [closed] = (await api(`/api/creditcards/${closedCard.slug}`)) as unknown as {
    _id: string;
  }[];
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
          id: closed!._id,
          closedOn: monthsBefore(singaporeDay(new Date()), 11),
        },
      ],
    }),
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
});
