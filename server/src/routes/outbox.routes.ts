import type { OutboxAnswer } from '@sg-finance/contract';
import { Router, type RequestHandler } from 'express';
import type { MailConfig } from '../config/env.js';
import { readOutbox } from '../mail/index.js';

/**
 * `/api/admin/outbox`: the mail the site wrote into its outbox folder (when it has no SMTP
 * server), newest first, for administrators only: it includes password reset links.
 */
export function createOutboxRouter(requireAdmin: RequestHandler, mail: MailConfig): Router {
  const router = Router();
  router.get('/', requireAdmin, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    const answer: OutboxAnswer = {
      ...(await readOutbox(mail.outboxDir)),
      smtp: Boolean(mail.smtpUrl),
    };
    if (answer.unreadable.length > 0) {
      req.log.warn({ files: answer.unreadable }, 'outbox files that cannot be read were skipped');
    }
    res.json(answer);
  });
  return router;
}
