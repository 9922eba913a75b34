import { singaporeDay } from '@sg-finance/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { submitSignIn, submitSignUp } from './support/account-forms';
import { adminAuthorization } from './support/admin-api';
import { saveScreenshot } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';
import { shownDay } from '../server/test/support/shown-day';

/*
 * Two users report what their statements showed at a merchant, one through the API and one
 * through the merchant's page; the page says nothing is known until an administrator approves
 * both, then names the code with its two reports.
 */
const sb = useSiteAndBrowser();

const run = Date.now().toString(36);
const merchantName = `Kopi Corner ${run}`;
const slug = `kopi-corner-${run}`;
const today = singaporeDay(new Date());
const shownToday = shownDay(today);
const second = {
  name: 'Lim Jia Hui',
  email: `codes-${run}@e2e.test`,
  password: 'teh-tarik-at-ten-77',
};

let authorization = '';
let cardSlug = '';

async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  return fetch(`${sb.site.baseUrl}${path}`, {
    ...rest,
    headers: {
      'Content-Type': 'application/json',
      ...(token && { Authorization: token }),
    },
  });
}

beforeAll(async () => {
  authorization = await adminAuthorization(sb.site.baseUrl);
  const created = await api('/api/merchants', {
    method: 'POST',
    token: authorization,
    body: JSON.stringify({ name: merchantName, category: 'dining' }),
  });
  expect(created.status).toBe(201);
  const [card] = await sb.getJson<{ slug: string }[]>('/api/creditcards?limit=1');
  cardSlug = card!.slug;
});

describe('merchant codes with their evidence', () => {
  it('counts two users’ reports once an administrator approves them', async () => {
    const first = await api('/api/users/register', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Tan Wei Ming',
        email: `codes-first-${run}@e2e.test`,
        password: 'kaya-toast-at-nine-42',
      }),
    });
    expect(first.status).toBe(201);
    const { token } = (await first.json()) as { token: string };
    const reported = await api('/api/me/merchant-reports', {
      method: 'POST',
      token: `Bearer ${token}`,
      body: JSON.stringify({
        merchant: slug,
        card: cardSlug,
        day: today,
        channel: 'contactless',
        mcc: '5814',
        bonusCame: 'yes',
      }),
    });
    expect(reported.status).toBe(201);

    await sb.visit('phone', '/signup', async (page) => {
      await submitSignUp(page, second);
      await page.waitForURL(`${sb.site.baseUrl}/login`);
      await submitSignIn(page, second.email, second.password);
      await page.waitForURL(`${sb.site.baseUrl}/`);
      await page.goto(`${sb.site.baseUrl}/merchants/${slug}`);
      await page.getByRole('heading', { level: 1, name: merchantName }).waitFor();
      expect(await page.getByTestId('merchant-evidence').textContent()).toBe(
        'No report of its code yet. ',
      );
      const form = page.getByRole('form', { name: 'Report what your statement shows' });
      const code = form.getByLabel('Merchant category code (MCC) on your statement');
      await code.fill('581');
      await form.getByRole('button', { name: 'Send report' }).click();
      await form.getByText('must be a merchant category code of four digits').waitFor();
      await code.fill('5814');
      await form.getByLabel('How you paid').selectOption('mobileWallet');
      await form.getByLabel('Did the card’s bonus come?').selectOption('yes');
      await form.getByRole('button', { name: 'Send report' }).click();
      await form
        .getByRole('status')
        .filter({ hasText: 'Thank you: an administrator checks each report before it counts.' })
        .waitFor();
      await saveScreenshot(page, 'merchant-report-375');
    });

    await sb.visit('desktop', '/login', async (page) => {
      await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
      await page.waitForURL(`${sb.site.baseUrl}/`);
      await page.goto(`${sb.site.baseUrl}/admin/merchant-reports`);
      const ours = page.getByRole('listitem').filter({ hasText: merchantName });
      await expect.poll(() => ours.count()).toBe(2);
      await saveScreenshot(page, 'merchant-reports-admin-1280');
      for (let left = 2; left > 0; left -= 1) {
        await ours.first().getByRole('button', { name: 'Approve' }).click();
        await expect.poll(() => ours.count()).toBe(left - 1);
      }
    });

    await sb.visit('desktop', `/merchants/${slug}`, async (page) => {
      await page.getByRole('heading', { level: 1, name: merchantName }).waitFor();
      await expect
        .poll(() => page.getByTestId('merchant-evidence').textContent())
        .toBe(
          `MCC 5814 in 2 reports, latest ${shownToday}. Likely: more reports name it than any other code.`,
        );
      expect(await page.getByRole('table').getByRole('row').count()).toBe(3);
      await saveScreenshot(page, 'merchant-page-1280');
    });
  });
});
