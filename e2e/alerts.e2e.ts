import type { OutboxAnswer } from '@sg-finance/contract';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminAuthorization } from './support/admin-api';
import { saveScreenshot } from './support/browser';
import { clickNavLink } from './support/navigation';
import { useSiteAndBrowser } from './support/site-and-browser';
import { submitSignIn, submitSignUp } from './support/account-forms';

const sb = useSiteAndBrowser();

const run = Date.now().toString(36);
const card = { title: 'E2E Watched Cashback', slug: `e2e-watched-cashback-${run}` };
const cardPage = `/cards/${card.slug}`;
const terms = (welcome: number) => ({
  rewardType: 'cashback',
  baseRate: 0.3,
  welcome: { value: welcome, unit: 'SGD' },
});
const raisedSummary = 'Welcome gift raised from S$200 to S$350';
const raisedChange = 'Welcome gift: S$200 → S$350';
const person = {
  name: 'Siti Rahman',
  email: `alerts-${run}@e2e.test`,
  password: 'laksa-at-noon-77',
};

let cardId = '';
let authorization = '';

/** Sends a listing form to the cards' API as the administrator, as the admin form does. */
async function sendCard(method: 'POST' | 'PUT', action: string, fields: Record<string, unknown>) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const response = await fetch(`${sb.site.baseUrl}/api/creditcards/${action}`, {
    method,
    headers: { Authorization: authorization },
    body,
  });
  expect(response.ok, await response.clone().text()).toBe(true);
  return (await response.json()) as { _id: string };
}

beforeAll(async () => {
  authorization = await adminAuthorization(sb.site.baseUrl);
  const created = await sendCard('POST', 'create', {
    ...card,
    category: 'DBS',
    terms: terms(200),
  });
  cardId = created._id;
});

async function signIn(page: Page): Promise<void> {
  await submitSignIn(page, person.email, person.password);
}

/** The admin's outbox: every message the site wrote. */
async function outbox(): Promise<OutboxAnswer['messages']> {
  const response = await fetch(`${sb.site.baseUrl}/api/admin/outbox`, {
    headers: { Authorization: authorization },
  });
  return ((await response.json()) as OutboxAnswer).messages;
}

/** Opens the confirmation link mailed to the new account, as its owner does. */
async function confirmAddress(page: Page): Promise<void> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await outbox()).find((message) => message.to === person.email);
      link = /\/confirm-email#token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(`${sb.site.baseUrl}${link}`);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toMatch(/^Your email address is confirmed/);
}

describe('watching a card and its alerts', () => {
  it('signs up, watches a card, sees the admin’s edit in My alerts and in the outbox', async () => {
    await sb.visit('desktop', '/signup', async (page) => {
      await submitSignUp(page, person);
      await page.waitForURL(`${sb.site.baseUrl}/login`);
      await signIn(page);
      await page.waitForURL(`${sb.site.baseUrl}/`);
      await confirmAddress(page);

      await page.goto(`${sb.site.baseUrl}${cardPage}`);
      await page.getByRole('button', { name: 'Watch', exact: true }).click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Watching' }).getAttribute('aria-pressed'))
        .toBe('true');

      await sendCard('PUT', 'update', { id: cardId, terms: terms(350) });
      // Reading the alerts raises none: the sweep job (every second here) raises and mails it.
      await expect
        .poll(
          async () => (await outbox()).some((mail) => mail.subject === `${card.title} has changed`),
          { timeout: 15_000 },
        )
        .toBe(true);

      await page.getByRole('link', { name: 'My alerts' }).click();
      await page.waitForURL(`${sb.site.baseUrl}/me/alerts`);
      const alert = page.locator('li.alert-item').filter({ hasText: raisedChange });
      await expect.poll(() => alert.count()).toBe(1);
      // The change is told once: field by field, not again in a summary.
      expect(await alert.textContent()).not.toContain(raisedSummary);
      expect(await page.getByText('1 unread alert').isVisible()).toBe(true);
      await saveScreenshot(page, 'alerts-1280');

      await alert.getByRole('button', { name: 'Mark as read' }).click();
      await expect.poll(() => page.getByText('0 unread alerts').isVisible()).toBe(true);
      await alert.getByRole('link', { name: 'See the product and its History' }).click();
      await page.waitForURL(`${sb.site.baseUrl}${cardPage}#history`);
      const history = page.getByRole('heading', { name: 'History', exact: true });
      await expect.poll(() => history.isVisible()).toBe(true);
      // Opened at the section, not at the top of a page several screens long: the page scrolls
      // there once the section has drawn, which can be a frame or two after it is visible.
      const height = page.viewportSize()?.height ?? 0;
      await expect
        .poll(async () => {
          const box = await history.boundingBox();
          return box !== null && box.y >= 0 && box.y < height;
        })
        .toBe(true);
      expect(await page.evaluate<number>('window.scrollY')).toBeGreaterThan(0);
    });

    const messages = await outbox();
    const sent = messages.filter((message) => message.to === person.email);
    expect(sent.map((message) => message.subject)).toEqual([
      `${card.title} has changed`,
      'Confirm your SG Finance Rewards email address',
    ]);
    expect(sent[0]!.text).toContain(`${card.title}: ${raisedSummary}`);
    expect(sent[0]!.text).toContain(`${cardPage}`);
    expect(sent[0]!.text).toContain('/me/alerts');
  });

  it('on a phone: a visitor signs in from the card to watch it, and reads the alerts', async () => {
    await sb.visit('phone', cardPage, async (page) => {
      await page.getByRole('link', { name: 'Sign in to watch' }).click();
      await page.waitForURL(/\/login\?next=/);
      await signIn(page);
      await page.waitForURL(`${sb.site.baseUrl}${cardPage}`);
      await expect
        .poll(() => page.getByRole('button', { name: 'Watching' }).getAttribute('aria-pressed'))
        .toBe('true');
      await saveScreenshot(page, 'alerts-watch-375');

      await clickNavLink(page, 'My wallet');
      await page.getByRole('link', { name: 'My alerts' }).click();
      await page.waitForURL(`${sb.site.baseUrl}/me/alerts`);
      await expect
        .poll(() => page.locator('li.alert-item').filter({ hasText: raisedChange }).count())
        .toBe(1);
      await saveScreenshot(page, 'alerts-375');
    });
  });
});
