import { suggestionInputSchema, suggestionStatusSchema } from '@sg-finance/contract';
import { Router, type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { suggestionController } from '../controllers/suggestion.controller.js';
import { validateBody, validateParams } from '../middleware/validate.js';
import { ApiError } from '../utils/api-error.js';
import { idParams } from '../validation/fields.js';

/** Suggestions a visitor may send per client address and hour. */
export const SUGGESTIONS_PER_HOUR = 5;

export function createSuggestionRouter(requireAdmin: RequestHandler): Router {
  const limitSuggestions = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: SUGGESTIONS_PER_HOUR,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => {
      next(new ApiError(429, 'Too many suggestions: please try again in an hour'));
    },
  });
  const router = Router();
  router.post(
    '/',
    limitSuggestions,
    validateBody(suggestionInputSchema),
    suggestionController.create,
  );
  router.get('/', requireAdmin, suggestionController.list);
  router.put(
    '/:id',
    requireAdmin,
    validateParams(idParams),
    validateBody(suggestionStatusSchema),
    suggestionController.setStatus,
  );
  router.delete('/:id', requireAdmin, validateParams(idParams), suggestionController.remove);
  return router;
}
