import type { Page } from 'playwright-core';

/**
 * Follows a link of the header's main navigation, opening the collapsed menu first on narrow
 * screens, as a visitor would.
 */
export async function clickNavLink(page: Page, name: string): Promise<void> {
  await openMenuIfCollapsed(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name, exact: true })
    .click();
}

/** Presses a button of the header (Logout), opening the collapsed menu first if needed. */
export async function clickNavButton(page: Page, name: string): Promise<void> {
  await openMenuIfCollapsed(page);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name, exact: true })
    .click();
}

export async function openMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Toggle navigation' });
  if (!(await toggle.isVisible())) return;
  if ((await toggle.getAttribute('aria-expanded')) === 'true') return;
  await toggle.click();
  await page.locator('#main-navigation.show').waitFor();
}

/**
 * Goes to `path` inside the running app, as its own links do (the address changes and the router
 * draws the page), without loading the site again: for journeys that visit many addresses of
 * one kind, where a fresh load of each would test nothing more.
 */
export async function goInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((address) => {
    window.history.pushState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
