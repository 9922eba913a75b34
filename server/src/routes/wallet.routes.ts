import {
  walletInputSchema,
  walletOptimumQuerySchema,
  walletOptimumSchema,
} from '@sg-finance/contract';
import { z } from 'zod';
import { createWalletController } from '../controllers/wallet.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts } from './route-parts.js';

const storedWallet = nameSchema(walletInputSchema.extend({ updatedAt: z.string() }), 'Wallet');
const tag = 'My wallet';

/**
 * `/api/me/wallet`: the signed-in user's own wallet and profile, and its optimum (the best use
 * of the cards held, the best set from the catalogue); never cached by the browser.
 */
export function walletRoutes(): DeclaredRoute[] {
  const walletController = createWalletController();
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
    apiRoute({
      method: 'get',
      path: '/api/me/wallet/optimum',
      access: 'signedIn',
      tag,
      summary: 'The best use of the cards held, and the best set from the catalogue',
      noStore: true,
      query: walletOptimumQuerySchema,
      answer: nameSchema(walletOptimumSchema, 'WalletOptimum'),
      errors: { 400: errorTexts.badQuery },
      notes: { bestSetSize: 'How many cards the best set holds; left out, as many as held.' },
      handlers: [walletController.optimum],
    }),
  ];
}
