import {
  alertsPagePath,
  isSecurityWatchKey,
  listingKindByKey,
  pagePath,
  withSiteDates,
  type AlertReason,
} from '@sg-finance/contract';
import type { MailMessage } from '../mail/index.js';
import type { AlertRecord } from '../models/alert.model.js';

/** The subject of an alert's mail: what happened, to what. */
const subjects: Readonly<Record<AlertReason, (title: string) => string>> = {
  changed: (title) => `${title} has changed`,
  'offer-ending': (title) => `An offer of ${title} ends soon`,
  reminder: (title) => `${title} has changed`,
  'next-auction': (title) => `${title}: the next auction is announced`,
  'auction-result': (title) => `${title}: the auction's cut-off yield is out`,
  'application-window': (title) => `${title}: applications open`,
};

/**
 * The mail of one alert: what changed (its days written as the site writes them, 05/Dec/2026), a
 * link to the product and one to the alerts page.
 */
export function alertMail(
  alert: AlertRecord,
  to: { name: string; email: string },
  siteUrl: string,
): MailMessage {
  const security = isSecurityWatchKey(alert.kind);
  const productLink = isSecurityWatchKey(alert.kind)
    ? `${siteUrl}${pagePath('governmentSecurities')}`
    : `${siteUrl}${listingKindByKey(alert.kind).pageRoute}/${alert.slug}`;
  const subject = subjects[alert.reason](alert.title);
  const changeLines = alert.changes.map((change) =>
    withSiteDates(`- ${change.label}: ${change.before ?? '(none)'} -> ${change.after ?? '(none)'}`),
  );
  return {
    to: to.email,
    subject,
    text: [
      `Hello ${to.name},`,
      '',
      withSiteDates(`${alert.title}: ${alert.summary}`),
      ...(changeLines.length > 0 ? ['', ...changeLines] : []),
      '',
      security
        ? `See the latest yields and dates: ${productLink}`
        : `See the product and its history: ${productLink}`,
      `All your alerts: ${siteUrl}${alertsPagePath}`,
      '',
      security
        ? 'You get this because you watch it on SG Finance Rewards.'
        : 'You get this because you watch or hold this product on SG Finance Rewards.',
      '',
    ].join('\n'),
  };
}
