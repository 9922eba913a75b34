import { createHmac, timingSafeEqual } from 'node:crypto';
import { Types } from 'mongoose';

const PURPOSE = 'weekly-digest-unsubscribe';

function signature(userId: string, secret: string): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${userId}`).digest('base64url');
}

/**
 * The token of a digest's unsubscribe link, `<user id>.<HMAC-SHA256 of the user id>`, signed with
 * the site's secret: it stops that user's digest and does nothing else, so it needs no expiry.
 */
export function digestUnsubscribeToken(userId: string, secret: string): string {
  return `${userId}.${signature(userId, secret)}`;
}

/** The user id a token names, or undefined for a token the site did not sign. */
export function userOfUnsubscribeToken(token: string, secret: string): string | undefined {
  const [userId = '', given = ''] = token.split('.');
  if (!Types.ObjectId.isValid(userId) || userId.length !== 24) return undefined;
  const expected = Buffer.from(signature(userId, secret));
  const received = Buffer.from(given);
  return expected.length === received.length && timingSafeEqual(expected, received)
    ? userId
    : undefined;
}
