import { singaporeDay, type OutboxAnswer } from '@sg-finance/contract';
import { addDays } from '@sg-finance/finance';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/account-forms';
import { adminAuthorization, createListing } from './support/admin-api';
import { downloadedText, saveScreenshot } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';
import { shownDay } from '../server/test/support/shown-day';

const sb = useSiteAndBrowser();

const run = Date.now().toString(36);
const card = { title: 'E2E Tracked Cashback', slug: `e2e-tracked-cashback-${run}` };
/** A card whose minimum spend the administrator raises after the application. */
const raisedCard = { title: `E2E Raised Spend ${run}`, slug: `e2e-raised-spend-${run}` };
const today = singaporeDay(new Date());
/** Applied and approved 25 days ago, with 30 days to spend: the last day is in 5 days. */
const appliedOn = addDays(today, -25);
const spendBy = addDays(today, 5);
/** The card terms' welcome gift: S$200 for S$500 of spend within 30 days of approval. */
const terms = {
  rewardType: 'cashback',
  baseRate: 0.3,
  welcome: { value: 200, unit: 'SGD', minSpend: 500, withinDays: 30 },
};

/**
 * The raised card's gift on the application day: S$300 for S$600 of spend within 60 days of
 * approval, paid 90 to 120 days after approval. Applied and approved 10 days ago, in Singapore:
 * the last day to spend is 50 days ahead, the payout expected 80 to 110 days ahead.
 */
const raisedTerms = (minSpend: number) => ({
  rewardType: 'cashback',
  baseRate: 0.3,
  welcome: {
    value: 300,
    unit: 'SGD',
    minSpend,
    withinDays: 60,
    payout: { fromDays: 90, toDays: 120, after: 'approval' },
  },
});
const raisedAppliedOn = addDays(today, -10);

let authorization = '';

/** A call of the API as the journeys' administrator, expected to succeed. */
async function callApi(path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${sb.site.baseUrl}${path}`, {
    ...init,
    headers: { Authorization: authorization, ...init.headers },
  });
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return response;
}

async function outbox(): Promise<OutboxAnswer['messages']> {
  const response = await fetch(`${sb.site.baseUrl}/api/admin/outbox`, {
    headers: { Authorization: authorization },
  });
  return ((await response.json()) as OutboxAnswer).messages;
}

beforeAll(async () => {
  authorization = await adminAuthorization(sb.site.baseUrl);
  await createListing(sb.site.baseUrl, authorization, '/api/creditcards', {
    ...card,
    category: 'DBS',
    terms,
    rewardOffer: [{ description: 'S$200 cashback when you spend S$500 in 30 days', tag: 'New' }],
  });
});

describe('tracking an application', () => {
  it('applies from the card, records the approval, sees the deadline, downloads the .ics and gets a reminder', async () => {
    await sb.visit('desktop', '/login', async (page) => {
      await signIn(page, sb.site.baseUrl, e2eAdmin);
      await page.goto(`${sb.site.baseUrl}/cards/${card.slug}`);
      await page.getByRole('button', { name: 'I applied' }).click();
      await page.getByLabel('I applied on').fill(appliedOn);
      await page.getByRole('button', { name: 'Track this application' }).click();
      await page.getByRole('link', { name: 'My applications' }).click();
      await page.waitForURL(`${sb.site.baseUrl}/me/applications`);

      const application = page.getByRole('article', { name: card.title });
      await expect
        .poll(() =>
          application.getByText(`I applied for ${card.title} on ${shownDay(appliedOn)}.`).count(),
        )
        .toBe(1);
      await application.getByLabel('Record a date').selectOption('approvedOn');
      await application.getByLabel('Date', { exact: true }).fill(appliedOn);
      await application.getByRole('button', { name: 'Save date' }).click();

      const deadline = application.getByRole('row', {
        name: `Minimum spend by ${shownDay(spendBy)}`,
      });
      await expect.poll(() => deadline.count()).toBe(1);
      expect(await application.getByText('Approved', { exact: true }).isVisible()).toBe(true);
      await saveScreenshot(page, 'applications-1280');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download deadlines (.ics)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('my-applications.ics');
      const calendar = await downloadedText(download);
      expect(calendar).toContain(`DTSTART;VALUE=DATE:${spendBy.replaceAll('-', '')}`);
      expect(calendar).toContain(`SUMMARY:Minimum spend by: ${card.title}`);
    });

    // The deadline is 5 days away: the 7-day reminder is mailed by the sweep (every second here).
    await expect
      .poll(
        async () =>
          (await outbox()).find(
            (mail) => mail.to === e2eAdmin.email && mail.subject === `Reminder: ${card.title}`,
          )?.text ?? '',
        { timeout: 15_000 },
      )
      // The mail writes the day as the pages do.
      .toContain(`Minimum spend by ${shownDay(spendBy)}: 5 days left, S$500 more to spend`);
  });

  it('on a phone: the tracker fits and shows the same deadline', async () => {
    await sb.visit('phone', '/login', async (page) => {
      await signIn(page, sb.site.baseUrl, e2eAdmin);
      await page.goto(`${sb.site.baseUrl}/me/applications`);
      const deadline = page.getByRole('row', { name: `Minimum spend by ${shownDay(spendBy)}` });
      await expect.poll(() => deadline.count()).toBe(1);
      expect(await sidewaysOverflow(page)).toBe(0);
      await saveScreenshot(page, 'applications-375');
    });
  });

  it('keeps the minimum spend of the application day after the offer asks more, and shows the payout window to the day', async () => {
    await createListing(sb.site.baseUrl, authorization, '/api/creditcards', {
      ...raisedCard,
      category: 'UOB',
      terms: raisedTerms(600),
      rewardOffer: [{ description: 'S$300 cashback when you spend S$600 in 60 days', tag: 'New' }],
    });
    const [listed] = (await (await callApi(`/api/creditcards/${raisedCard.slug}`)).json()) as {
      _id: string;
    }[];
    await callApi('/api/me/applications', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        kind: 'card',
        productId: listed!._id,
        appliedOn: raisedAppliedOn,
        approvedOn: raisedAppliedOn,
      }),
    });
    // The offer asks S$900 from now on: the application keeps its day's S$600.
    const update = new FormData();
    update.append('id', listed!._id);
    update.append('terms', JSON.stringify(raisedTerms(900)));
    await callApi('/api/creditcards/update', { method: 'PUT', body: update });

    await sb.visit('desktop', '/login', async (page) => {
      await signIn(page, sb.site.baseUrl, e2eAdmin);
      await page.goto(`${sb.site.baseUrl}/me/applications`);
      const application = page.getByRole('article', { name: raisedCard.title });
      await expect.poll(() => application.getByText('Spend counted: S$0 of S$600').count()).toBe(1);
      const rows = await application.getByRole('row').allTextContents();
      expect(rows).toEqual([
        `Minimum spend by${shownDay(addDays(today, 50))}`,
        `Payout expected from${shownDay(addDays(today, 80))}`,
        `Payout expected by${shownDay(addDays(today, 110))}`,
      ]);

      // An approval before the application: the server's message, and nothing changes.
      await application.getByLabel('Record a date').selectOption('approvedOn');
      await application.getByLabel('Date', { exact: true }).fill(addDays(raisedAppliedOn, -1));
      await application.getByRole('button', { name: 'Save date' }).click();
      await expect
        .poll(() => application.getByRole('alert').textContent())
        .toBe(`approvedOn: must not be before the application day (${raisedAppliedOn})`);
      expect(await application.getByRole('row').allTextContents()).toEqual(rows);
    });
  });

  it('mails a digest whose one-click unsubscribe works, and whose link works without sign-in', async () => {
    const settings = (digest: boolean) =>
      callApi('/api/me/notification-settings', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ remindersOff: [], digest }),
      });
    const digestOn = async () =>
      ((await (await callApi('/api/me/notification-settings')).json()) as { digest: boolean })
        .digest;
    await settings(true);

    // The sweep (every second here) sends the week's digest.
    let digest: OutboxAnswer['messages'][number] | undefined;
    await expect
      .poll(
        async () => {
          digest = (await outbox()).find(
            (mail) =>
              mail.to === e2eAdmin.email &&
              mail.subject === 'Your weekly digest from SG Finance Rewards',
          );
          return digest !== undefined;
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    expect(digest?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(digest?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const pageLink = /https?:\/\/\S+\/digest\/unsubscribe\?token=\S+/.exec(digest?.text ?? '')?.[0];
    expect(pageLink).toBeDefined();

    // A mail program's one-click POST, without sign-in, to this site's address.
    const oneClickUrl = new URL(oneClick);
    const response = await fetch(`${sb.site.baseUrl}${oneClickUrl.pathname}${oneClickUrl.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'You will get no more weekly digests.' });
    expect(await digestOn()).toBe(false);

    // The mail's link, opened in a browser that is not signed in.
    await settings(true);
    const link = new URL(pageLink!);
    await sb.visit('desktop', `${link.pathname}${link.search}`, async (page) => {
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe('You will get no more weekly digests.');
    });
    expect(await digestOn()).toBe(false);
  });
});
