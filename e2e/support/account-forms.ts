import type { Locator, Page } from 'playwright-core';

export interface Person {
  name: string;
  email: string;
  password: string;
}

export type Credentials = Pick<Person, 'email' | 'password'>;

/** Fills the sign-up page (already open) for `person` and sends it. */
export async function submitSignUp(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Your Name').fill(person.name);
  await page.getByLabel('Email Address').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByLabel('Confirm Password').fill(person.password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

/**
 * Fills the sign-in form (already open) and sends it. `form` is the page, or the part of it that
 * holds the form when the page shows it inside something else (the expired session's notice).
 */
export async function submitSignIn(
  form: Page | Locator,
  email: string,
  password: string,
): Promise<void> {
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

/** Opens the sign-in page of the site at `baseUrl`, signs in and waits for the home page. */
export async function signIn(page: Page, baseUrl: string, account: Credentials): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await submitSignIn(page, account.email, account.password);
  await page.waitForURL(`${baseUrl}/`);
}
