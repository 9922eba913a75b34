import type { Request, Response } from 'express';
import { login, register, revokeTokens } from '../services/user.service.js';
import type { TokenConfig } from '../services/token.service.js';
import type { LoginInput, RegisterInput } from '../validation/user.schema.js';

type BodyRequest<Body> = Request<Record<string, string>, unknown, Body>;

export function createUserController(config: TokenConfig) {
  return {
    async register(req: BodyRequest<RegisterInput>, res: Response) {
      res.status(201).json(await register(req.body, config));
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
