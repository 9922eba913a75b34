import type { Page } from 'playwright-core';

export interface Person {
  name: string;
  email: string;
  password: string;
}

/** Fills the sign-up page (already open) for `person` and sends it. */
export async function submitSignUp(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Your Name').fill(person.name);
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/** Fills the sign-in page (already open) and sends it. */
export async function submitSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
