import type { OutboxAnswer } from '@sg-finance/contract';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminAuthorization } from './support/admin-api';
import { seriousAxeViolations } from './support/axe';
import { downloadedText, viewports } from './support/browser';
import { clickNavLink } from './support/navigation';
import { useSiteAndBrowser } from './support/site-and-browser';
import { sidewaysOverflow } from './support/layout';
import { submitSignIn, submitSignUp } from './support/account-forms';

const sb = useSiteAndBrowser();

const person = { name: 'Mei Lin Tan', email: 'mei.lin@e2e.test', password: 'first-secret-42' };
const newPassword = 'kaya-toast-at-seven';

/** The path and query of the newest reset link mailed to `email`, read from the admin's outbox. */
async function resetLinkMailedTo(email: string): Promise<string> {
  const authorization = await adminAuthorization(sb.site.baseUrl);
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${sb.site.baseUrl}/api/admin/outbox`, {
        headers: { Authorization: authorization },
      });
      const { messages } = (await response.json()) as OutboxAnswer;
      const mail = messages.find((message) => message.to === email);
      link = /\/reset-password#token=[\w-]+/.exec(mail?.text ?? '')?.[0];
      return link;
    })
    .toBeDefined();
  return link!;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${sb.site.baseUrl}/login`);
  await submitSignIn(page, email, password);
}

describe('an account from sign-up to deletion', () => {
  it('signs up, resets the password through the outbox, downloads its data and deletes itself', async () => {
    await sb.visit('desktop', '/signup', async (page) => {
      await submitSignUp(page, person);
      await page.waitForURL(`${sb.site.baseUrl}/login`);
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(person.email);

      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.getByLabel('Email', { exact: true }).fill(person.email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toMatch(/^If an account has this email address, we have sent it a link/);

      await page.goto(`${sb.site.baseUrl}${await resetLinkMailedTo(person.email)}`);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe('Your password has been changed: sign in with your new password');

      await signIn(page, person.email, person.password);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Invalid email or password');
      await signIn(page, person.email, newPassword);
      await page.waitForURL(`${sb.site.baseUrl}/`);

      await clickNavLink(page, 'My wallet');
      await page.getByRole('link', { name: 'Account settings' }).click();
      await page.waitForURL(`${sb.site.baseUrl}/me/account`);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download my data' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('my-data.json');
      const saved = await downloadedText(download);
      expect(JSON.parse(saved)).toMatchObject({
        account: { name: person.name, email: person.email, isAdmin: false },
      });
      expect(saved).not.toMatch(/passwordHash|tokenVersion|\$2[aby]\$/);

      const deletion = page.getByRole('region', { name: 'Delete my account' });
      await deletion.getByLabel('Password').fill(newPassword);
      await deletion.getByRole('button', { name: 'Delete my account' }).click();
      const deleted = page.getByRole('heading', { name: 'Account deleted' });
      await deleted.waitFor();
      const top = await deleted.evaluate((heading) => heading.getBoundingClientRect().top);
      expect(top).toBeGreaterThanOrEqual(0);
      expect(top).toBeLessThan(viewports.desktop.height / 2);
      expect(
        await deleted.evaluate((heading) => heading === heading.ownerDocument.activeElement),
      ).toBe(true);
      expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(true);

      await signIn(page, person.email, newPassword);
      await expect
        .poll(() => page.getByRole('alert').textContent())
        .toBe('Invalid email or password');
    });
  });

  it('answers an unknown address as it answers a known one, and sends it nothing', async () => {
    await sb.visit('phone', '/forgot-password', async (page) => {
      await page.getByLabel('Email', { exact: true }).fill('nobody@e2e.test');
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toMatch(/^If an account has this email address, we have sent it a link/);
    });
    const authorization = await adminAuthorization(sb.site.baseUrl);
    const response = await fetch(`${sb.site.baseUrl}/api/admin/outbox`, {
      headers: { Authorization: authorization },
    });
    const { messages } = (await response.json()) as OutboxAnswer;
    expect(messages.filter((message) => message.to === 'nobody@e2e.test')).toEqual([]);
  });

  it('draws the account pages on a phone without serious accessibility problems', async () => {
    const response = await fetch(`${sb.site.baseUrl}/api/users/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Axe Reader',
        email: 'axe@e2e.test',
        password: person.password,
      }),
    });
    expect(response.status).toBe(201);
    // bypassCSP only to inject axe-core, which the site's Content-Security-Policy would refuse.
    const context = await sb.browser.newContext({ viewport: viewports.phone, bypassCSP: true });
    try {
      const page = await context.newPage();
      const pages = [
        ['/forgot-password', 'Forgot password'],
        ['/reset-password#token=abc', 'Choose a new password'],
      ] as const;
      for (const [path, heading] of pages) {
        await page.goto(`${sb.site.baseUrl}${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        expect(await seriousAxeViolations(page), path).toEqual([]);
      }
      await signIn(page, 'axe@e2e.test', person.password);
      await page.waitForURL(`${sb.site.baseUrl}/`);
      await page.goto(`${sb.site.baseUrl}/me/account`);
      await page.getByRole('heading', { level: 1, name: 'Account settings' }).waitFor();
      expect(await seriousAxeViolations(page), '/me/account').toEqual([]);
      expect(await sidewaysOverflow(page)).toBe(0);
    } finally {
      await context.close();
    }
  });
});
