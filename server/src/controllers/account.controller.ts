import type { Request, Response } from 'express';
import {
  accountMessages,
  changeEmail,
  changePassword,
  deleteAccount,
} from '../services/account.service.js';
import { collectPersonalData } from '../services/personal-data.js';
import type { TokenConfig } from '../services/token.service.js';
import type {
  ChangeEmailInput,
  ChangePasswordInput,
  DeleteAccountInput,
} from '../validation/account.schema.js';

type SignedIn = Response<unknown, { userId: string }>;
type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

/** The signed-in user's own account: every call acts on the token's account only. */
export function createAccountController(config: TokenConfig) {
  return {
    async data(_req: Request, res: SignedIn) {
      res.attachment('my-data.json').json(await collectPersonalData(res.locals.userId));
    },

    async changePassword(req: BodyRequest<ChangePasswordInput>, res: SignedIn) {
      res.json(await changePassword(res.locals.userId, req.body, config));
    },

    async changeEmail(req: BodyRequest<ChangeEmailInput>, res: SignedIn) {
      res.json(await changeEmail(res.locals.userId, req.body, config));
    },

    async remove(req: BodyRequest<DeleteAccountInput>, res: SignedIn) {
      await deleteAccount(res.locals.userId, req.body);
      res.json({ message: accountMessages.deleted });
    },
  };
}
