import type { MailMessage } from '../mail/index.js';

interface Account {
  name: string;
  email: string;
}

const ifNotYou = (siteUrl: string) =>
  `If it was not you, choose a new password at once: ${siteUrl}/forgot-password`;

/** Sent to the account's address once its password has changed. */
export function passwordChangedNotice(account: Account, siteUrl: string): MailMessage {
  return {
    to: account.email,
    subject: 'Your SG Finance Rewards password was changed',
    text: [
      `Hello ${account.name},`,
      '',
      'The password of your SG Finance Rewards account was just changed, and every other device was signed out.',
      ifNotYou(siteUrl),
      '',
    ].join('\n'),
  };
}

/** Sent to the address the account had before, so its owner learns of a change they did not make. */
export function emailChangedNotice(
  account: Account,
  previousEmail: string,
  siteUrl: string,
): MailMessage {
  return {
    to: previousEmail,
    subject: 'Your SG Finance Rewards email address was changed',
    text: [
      `Hello ${account.name},`,
      '',
      `Your SG Finance Rewards account now signs in with ${account.email} instead of this address.`,
      ifNotYou(siteUrl),
      '',
    ].join('\n'),
  };
}
