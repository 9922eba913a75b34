import type { OutboxAnswer } from '@sg-finance/contract';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The site's outbox as its administrator reads it: every message the site wrote. */
export async function readOutbox(
  baseUrl: string,
  authorization: string,
): Promise<OutboxAnswer['messages']> {
  const response = await fetch(`${baseUrl}/api/admin/outbox`, {
    headers: { Authorization: authorization },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as OutboxAnswer).messages;
}

/** Opens the confirmation link mailed to `email`, as its owner does, and confirms the address. */
export async function confirmAddress(
  page: Page,
  baseUrl: string,
  authorization: string,
  email: string,
): Promise<void> {
  let link = '';
  await expect
    .poll(async () => {
      const mail = (await readOutbox(baseUrl, authorization)).find(
        (message) => message.to === email,
      );
      link = /\/confirm-email#token=[\w-]+/.exec(mail?.text ?? '')?.[0] ?? '';
      return link;
    })
    .not.toBe('');
  await page.goto(`${baseUrl}${link}`);
  await page.getByRole('button', { name: 'Confirm my email address' }).click();
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toMatch(/^Your email address is confirmed/);
}
