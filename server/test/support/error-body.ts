import { expect } from 'vitest';

/** An error answer: its message and the id of the request, which the logs carry too. */
export function errorBody(message: unknown) {
  return { message, requestId: expect.any(String) };
}
