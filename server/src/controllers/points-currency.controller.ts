import { pointsCurrencies } from '@sg-finance/contract';
import type { Request, Response } from 'express';

export const pointsCurrencyController = {
  openDataJson(_req: Request, res: Response) {
    res.attachment('points-currencies.json');
    res.json(pointsCurrencies);
  },
};
