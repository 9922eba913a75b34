import { walletInputSchema } from '@sg-finance/contract';
import { z } from 'zod';
import { walletController } from '../controllers/wallet.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts } from './route-parts.js';

const storedWallet = nameSchema(walletInputSchema.extend({ updatedAt: z.string() }), 'Wallet');
const tag = 'My wallet';

/** `/api/me/wallet`: the signed-in user's own wallet and profile; never cached. */
export function walletRoutes(): DeclaredRoute[] {
  return [
    apiRoute({
      method: 'get',
      path: '/api/me/wallet',
      access: 'signedIn',
      tag,
      summary: 'The wallet and spend profile, or null before the first save',
      noStore: true,
      answer: storedWallet.nullable(),
      handlers: [walletController.read],
    }),
    apiRoute({
      method: 'put',
      path: '/api/me/wallet',
      access: 'signedIn',
      tag,
      summary: 'Save the wallet and spend profile',
      noStore: true,
      body: walletInputSchema,
      answer: storedWallet,
      errors: { 400: errorTexts.badBody },
      handlers: [walletController.save],
    }),
  ];
}
