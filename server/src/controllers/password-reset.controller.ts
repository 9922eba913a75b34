import type { Request, Response } from 'express';
import {
  confirmPasswordReset,
  requestPasswordReset,
  resetMessages,
  type ResetMailSettings,
} from '../services/password-reset.service.js';
import type { PasswordResetConfirmInput } from '../validation/account.schema.js';

type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

export function createPasswordResetController(settings: ResetMailSettings) {
  return {
    /**
     * Answers at once, the same for every address: the look-up and the mail happen afterwards,
     * so neither the answer nor its timing tells whether the address has an account.
     */
    request(req: BodyRequest<{ email: string }>, res: Response) {
      requestPasswordReset(req.body.email, settings).catch((error: unknown) => {
        req.log.error({ err: error }, 'password reset mail not sent');
      });
      res.status(202).json({ message: resetMessages.requested });
    },

    async confirm(req: BodyRequest<PasswordResetConfirmInput>, res: Response) {
      await confirmPasswordReset(req.body);
      res.json({ message: resetMessages.done });
    },
  };
}
