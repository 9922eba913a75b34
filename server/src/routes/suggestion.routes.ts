import {
  suggestionInputSchema,
  suggestionSchema,
  suggestionStatusSchema,
} from '@sg-finance/contract';
import { rateLimit } from 'express-rate-limit';
import { z } from 'zod';
import { suggestionController } from '../controllers/suggestion.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { ApiError } from '../lib/api-error.js';
import { inboxQuery } from '../validation/suggestion.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts, messageAnswer, pagingNotes, recordIdParams } from './route-parts.js';

/** Suggestions a visitor may send per client address and hour. */
export const SUGGESTIONS_PER_HOUR = 5;

const suggestion = nameSchema(suggestionSchema, 'Suggestion');
const tag = 'Suggestions';
const missing = 'No suggestion has this id.';

export function suggestionRoutes(): DeclaredRoute[] {
  const limitSuggestions = rateLimit({
    windowMs: 60 * 60 * 1000,
    limit: SUGGESTIONS_PER_HOUR,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => {
      next(new ApiError(429, 'Too many suggestions: please try again in an hour'));
    },
  });
  return [
    apiRoute({
      method: 'post',
      path: '/api/suggestions',
      access: 'anyone',
      tag,
      summary: 'Suggest a reward the catalogue lacks',
      description: 'Read by the administrators in their inbox.',
      before: [limitSuggestions],
      body: suggestionInputSchema,
      status: 201,
      answer: nameSchema(z.object({ _id: z.string(), message: z.string() }), 'SuggestionReceived'),
      errors: {
        400: errorTexts.badBody,
        429: 'Too many suggestions from this address: try again in an hour.',
      },
      handlers: [suggestionController.create],
    }),
    apiRoute({
      method: 'get',
      path: '/api/suggestions',
      access: 'admin',
      tag,
      summary: 'A page of the inbox, newest first',
      query: inboxQuery,
      answer: z.array(suggestion),
      errors: { 400: errorTexts.badQuery },
      notes: { ...pagingNotes, status: 'Only the suggestions of this status.' },
      handlers: [suggestionController.list],
    }),
    apiRoute({
      method: 'put',
      path: '/api/suggestions/{id}',
      access: 'admin',
      tag,
      summary: 'Mark a suggestion new or done',
      params: recordIdParams,
      body: suggestionStatusSchema,
      answer: suggestion,
      errors: { 400: errorTexts.badBody, 404: missing },
      handlers: [suggestionController.setStatus],
    }),
    apiRoute({
      method: 'delete',
      path: '/api/suggestions/{id}',
      access: 'admin',
      tag,
      summary: 'Delete a suggestion',
      params: recordIdParams,
      body: null,
      answer: messageAnswer,
      errors: { 400: errorTexts.badId, 404: missing },
      handlers: [suggestionController.remove],
    }),
  ];
}
