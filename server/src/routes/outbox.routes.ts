import { outboxAnswerSchema, type OutboxAnswer } from '@sg-finance/contract';
import type { MailConfig } from '../config/env.js';
import { readOutbox } from '../mail/index.js';
import { nameSchema } from '../open-api/schema-names.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';

/**
 * `/api/admin/outbox`: the mail the site wrote into its outbox folder (when it has no SMTP
 * server), newest first, for administrators only: it includes password reset links.
 */
export function outboxRoutes(mail: MailConfig): DeclaredRoute[] {
  return [
    apiRoute({
      method: 'get',
      path: '/api/admin/outbox',
      access: 'admin',
      tag: 'Administration',
      summary: 'The mail written to the outbox folder, newest first',
      noStore: true,
      answer: nameSchema(outboxAnswerSchema, 'Outbox'),
      handlers: [
        async (req, res) => {
          const answer: OutboxAnswer = {
            ...(await readOutbox(mail.outboxDir)),
            smtp: Boolean(mail.smtpUrl),
          };
          if (answer.unreadable.length > 0) {
            req.log.warn(
              { files: answer.unreadable },
              'outbox files that cannot be read were skipped',
            );
          }
          res.json(answer);
        },
      ],
    }),
  ];
}
