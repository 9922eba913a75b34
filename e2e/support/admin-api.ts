import { expect } from 'vitest';
import { e2eAdmin } from './site';

/** The `Authorization` header of the journeys' administrator, signed in through the API. */
export async function adminAuthorization(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: e2eAdmin.email, password: e2eAdmin.password }),
  });
  expect(response.status).toBe(200);
  return `Bearer ${((await response.json()) as { token: string }).token}`;
}

/**
 * Creates a listing through the kind's API as the administrator, the way the admin form sends
 * it (multipart, objects as JSON text), and expects it created.
 */
export async function createListing(
  baseUrl: string,
  authorization: string,
  apiPath: string,
  fields: Record<string, string | object>,
): Promise<void> {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    body.append(name, typeof value === 'string' ? value : JSON.stringify(value));
  }
  const response = await fetch(`${baseUrl}${apiPath}/create`, {
    method: 'POST',
    headers: { Authorization: authorization },
    body,
  });
  expect(response.status, await response.clone().text()).toBe(201);
}
