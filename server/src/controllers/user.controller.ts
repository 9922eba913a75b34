import type { Request, Response } from 'express';
import {
  confirmationMessages,
  confirmEmail,
  sendEmailConfirmation,
  type ConfirmationMailSettings,
} from '../services/email-confirmation.service.js';
import { login, register, revokeTokens } from '../services/user.service.js';
import type { TokenConfig } from '../services/token.service.js';
import type { LoginInput, RegisterInput } from '../validation/user.schema.js';

type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

export function createUserController(config: TokenConfig, mail: ConfirmationMailSettings) {
  return {
    /** The new account's address is sent its confirmation link after the answer. */
    async register(req: BodyRequest<RegisterInput>, res: Response) {
      const session = await register(req.body, config);
      sendEmailConfirmation(session._id, mail).catch((error: unknown) => {
        req.log.error({ err: error }, 'email confirmation not sent');
      });
      res.status(201).json(session);
    },

    async confirmEmail(req: BodyRequest<{ token: string }>, res: Response) {
      await confirmEmail(req.body.token);
      res.json({ message: confirmationMessages.confirmed });
    },

    async login(req: BodyRequest<LoginInput>, res: Response) {
      res.json(await login(req.body, config));
    },

    async logout(_req: Request, res: Response<unknown, { userId: string }>) {
      await revokeTokens(res.locals.userId);
      res.json({ message: 'Logged out' });
    },
  };
}
