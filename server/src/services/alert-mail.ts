import { alertsPagePath, listingKindByKey } from '@sg-finance/contract';
import type { MailMessage } from '../mail/index.js';
import type { AlertRecord } from '../models/alert.model.js';

/** The mail of one alert: what changed, a link to the product and one to the alerts page. */
export function alertMail(
  alert: AlertRecord,
  to: { name: string; email: string },
  siteUrl: string,
): MailMessage {
  const productLink = `${siteUrl}${listingKindByKey(alert.kind).pageRoute}/${alert.slug}`;
  const subject =
    alert.reason === 'offer-ending'
      ? `An offer of ${alert.title} ends soon`
      : `${alert.title} has changed`;
  const changeLines = alert.changes.map(
    (change) => `- ${change.label}: ${change.before ?? '(none)'} -> ${change.after ?? '(none)'}`,
  );
  return {
    to: to.email,
    subject,
    text: [
      `Hello ${to.name},`,
      '',
      `${alert.title}: ${alert.summary}`,
      ...(changeLines.length > 0 ? ['', ...changeLines] : []),
      '',
      `See the product and its history: ${productLink}`,
      `All your alerts: ${siteUrl}${alertsPagePath}`,
      '',
      'You get this because you watch or hold this product on SG Finance Rewards.',
      '',
    ].join('\n'),
  };
}
