import { beforeAll, describe, expect, it } from 'vitest';
import { submitSignIn, submitSignUp } from './support/account-forms';
import { adminAuthorization } from './support/admin-api';
import { saveScreenshot } from './support/browser';
import { confirmAddress, readOutbox } from './support/outbox';
import { e2eAdmin } from './support/site';
import { useSiteAndBrowser } from './support/site-and-browser';

/*
 * A saver watches the next T-bill auction from the T-bills and Savings Bonds page; an
 * administrator announces one through the admin form (after the form refuses a yield of 300%);
 * the alert sweep raises it, the saver reads it in My alerts and gets its mail.
 */
const sb = useSiteAndBrowser();

const run = Date.now().toString(36);
const issueCode = `BSW${run}`.toUpperCase();
const auctionTitle = `6-month T-bill ${issueCode}`;
const person = {
  name: 'Tan Wei Ling',
  email: `tbills-${run}@e2e.test`,
  password: 'kaya-toast-at-nine-42',
};

let authorization = '';

beforeAll(async () => {
  authorization = await adminAuthorization(sb.site.baseUrl);
});

describe('watching the next T-bill auction', () => {
  it('signs up, watches, and reads the auction an administrator announces', async () => {
    await sb.visit('desktop', '/signup', async (page) => {
      await submitSignUp(page, person);
      await page.waitForURL(`${sb.site.baseUrl}/login`);
      await submitSignIn(page, person.email, person.password);
      await page.waitForURL(`${sb.site.baseUrl}/`);
      await confirmAddress(page, sb.site.baseUrl, authorization, person.email);

      await page.goto(`${sb.site.baseUrl}/government-securities`);
      const watch = page.getByRole('button', { name: 'Watch the next T-bill auction' });
      await expect.poll(() => watch.isEnabled()).toBe(true);
      await watch.click();
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: 'Watching the next T-bill auction' })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
      await saveScreenshot(page, 'government-securities-watch-1280');
    });

    await sb.visit('desktop', '/login', async (page) => {
      await submitSignIn(page, e2eAdmin.email, e2eAdmin.password);
      await page.waitForURL(`${sb.site.baseUrl}/`);
      await page.goto(`${sb.site.baseUrl}/admin/government-securities`);
      const tbills = page.getByRole('region', { name: 'T-bill auctions' });
      const form = tbills.getByRole('form', { name: 'Add a T-bill auction' });
      await form.getByLabel('Issue code').fill(issueCode);
      await form.getByLabel('Auction date').fill('2099-12-10');
      await form.getByLabel('Cut-off yield (% a year)').fill('300');
      await form.getByRole('button', { name: 'Add T-bill auction' }).click();
      await form
        .getByText('Cut-off yield (% a year) must be at most 20 (percent a year)')
        .waitFor();
      expect(
        (await sb.getJson<{ issueCode: string }[]>('/api/tbill-auctions')).some(
          (auction) => auction.issueCode === issueCode,
        ),
      ).toBe(false);

      // Not held yet: the auction is announced without its cut-off yield.
      await form.getByLabel('Cut-off yield (% a year)').fill('');
      await form.getByRole('button', { name: 'Add T-bill auction' }).click();
      await tbills
        .getByRole('status')
        .filter({ hasText: `“${issueCode} (6-month, 2099-12-10)” added.` })
        .waitFor();
    });

    // The sweep job (every second here) raises the alert and mails it to the confirmed address.
    await expect
      .poll(
        async () =>
          (await readOutbox(sb.site.baseUrl, authorization)).find(
            (mail) => mail.to === person.email && mail.subject.startsWith(auctionTitle),
          )?.subject,
        { timeout: 15_000 },
      )
      .toBe(`${auctionTitle}: the next auction is announced`);

    await sb.visit('desktop', '/login', async (page) => {
      await submitSignIn(page, person.email, person.password);
      await page.waitForURL(`${sb.site.baseUrl}/`);
      await page.goto(`${sb.site.baseUrl}/me/alerts`);
      const alert = page.locator('li.alert-item').filter({ hasText: auctionTitle });
      await expect.poll(() => alert.textContent()).toContain('Next auction on 10/Dec/2099');
      await alert.getByRole('link', { name: auctionTitle }).click();
      await page.waitForURL(`${sb.site.baseUrl}/government-securities`);
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: 'Watching the next T-bill auction' })
            .getAttribute('aria-pressed'),
        )
        .toBe('true');
      await saveScreenshot(page, 'government-securities-alert-1280');
    });
  });
});
