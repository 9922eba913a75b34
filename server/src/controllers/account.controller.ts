import type { Request, Response } from 'express';
import type { Config } from '../config/env.js';
import { removeMessagesTo, type Mailer, type MailMessage } from '../mail/index.js';
import { emailChangedNotice, passwordChangedNotice } from '../services/account-notices.js';
import {
  accountMessages,
  changeEmail,
  changePassword,
  deleteAccount,
} from '../services/account.service.js';
import {
  confirmationMessages,
  isEmailConfirmed,
  sendEmailConfirmation,
} from '../services/email-confirmation.service.js';
import { collectPersonalData } from '../services/personal-data.js';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
} from '../validation/account.schema.js';

type SignedIn = Response<unknown, { userId: string }>;
type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

/**
 * The signed-in user's own account: every call acts on the token's account only. A change of
 * password or address is mailed to the account after the answer (to the address it had, for a
 * new address), so its owner learns of a change they did not make, if that address is confirmed;
 * a new address is sent its confirmation link.
 */
export function createAccountController(
  config: Pick<Config, 'jwtSecret' | 'jwtExpiresIn' | 'siteUrl' | 'mail'>,
  mailer: Mailer,
) {
  const notify = (req: Request, message: MailMessage) => {
    mailer.sendMail(message).catch((error: unknown) => {
      req.log.error({ err: error }, 'account notice not sent');
    });
  };
  const sendConfirmation = (req: Request, userId: string) => {
    sendEmailConfirmation(userId, { mailer, siteUrl: config.siteUrl }).catch((error: unknown) => {
      req.log.error({ err: error }, 'email confirmation not sent');
    });
  };
  return {
    async data(_req: Request, res: SignedIn) {
      res.attachment('my-data.json').json(await collectPersonalData(res.locals.userId));
    },

    async changePassword(req: BodyRequest<ChangePasswordInput>, res: SignedIn) {
      const session = await changePassword(res.locals.userId, req.body, config);
      if (await isEmailConfirmed(session._id)) {
        notify(req, passwordChangedNotice(session, config.siteUrl));
      }
      res.json(session);
    },

    async changeEmail(req: BodyRequest<ChangeEmailInput>, res: SignedIn) {
      const { session, previousEmail, previousConfirmed } = await changeEmail(
        res.locals.userId,
        req.body,
        config,
      );
      if (previousConfirmed)
        notify(req, emailChangedNotice(session, previousEmail, config.siteUrl));
      sendConfirmation(req, session._id);
      res.json(session);
    },

    /** Whether the account's address is confirmed, for the account page. */
    async confirmationStatus(_req: Request, res: SignedIn) {
      res.json({ confirmed: await isEmailConfirmed(res.locals.userId) });
    },

    /** Mails a new confirmation link to the account's address, unless it is confirmed. */
    async resendConfirmation(req: Request, res: SignedIn) {
      if (await isEmailConfirmed(res.locals.userId)) {
        res.json({ message: confirmationMessages.confirmed });
        return;
      }
      sendConfirmation(req, res.locals.userId);
      res.status(202).json({ message: confirmationMessages.sent });
    },

    async remove(req: BodyRequest<DeleteAccountInput>, res: SignedIn) {
      const email = await deleteAccount(res.locals.userId, req.body);
      await removeMessagesTo(config.mail.outboxDir, email);
      res.json({ message: accountMessages.deleted });
    },
  };
}
