import { singaporeDay, type OutboxAnswer } from '@sg-finance/contract';
import { addDays } from '@sg-finance/finance';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/account-forms';
import { adminAuthorization, createListing } from './support/admin-api';
import { downloadedText, saveScreenshot } from './support/browser';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';

const sb = useSiteAndBrowser();

const run = Date.now().toString(36);
const card = { title: 'E2E Tracked Cashback', slug: `e2e-tracked-cashback-${run}` };
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

let authorization = '';

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
        .poll(() => application.getByText(`I applied for ${card.title} on ${appliedOn}.`).count())
        .toBe(1);
      await application.getByLabel('Record a date').selectOption('approvedOn');
      await application.getByLabel('Date', { exact: true }).fill(appliedOn);
      await application.getByRole('button', { name: 'Save date' }).click();

      const deadline = application.getByRole('row', { name: `Minimum spend by ${spendBy}` });
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
      .toContain(`Minimum spend by ${spendBy}: 5 days left, S$500 more to spend`);
  });

  it('on a phone: the tracker fits and shows the same deadline', async () => {
    await sb.visit('phone', '/login', async (page) => {
      await signIn(page, sb.site.baseUrl, e2eAdmin);
      await page.goto(`${sb.site.baseUrl}/me/applications`);
      const deadline = page.getByRole('row', { name: `Minimum spend by ${spendBy}` });
      await expect.poll(() => deadline.count()).toBe(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await saveScreenshot(page, 'applications-375');
    });
  });
});
