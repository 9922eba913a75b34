import { historyAnswerSchema, historyKinds, revisionSchema } from '@sg-finance/contract';
import { z } from 'zod';
import { historyController } from '../controllers/history.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import {
  deletedQuery,
  historyParams,
  historyQuery,
  restoreParams,
} from '../validation/history.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts, pagingNotes } from './route-parts.js';

const revision = nameSchema(revisionSchema, 'Revision');
const tag = 'History';
const kindNote = `The record’s kind: ${historyKinds.join(', ')}.`;
const badTarget = 'The kind is not one of the kinds with a history, or an id is not a valid id.';

/** The administrator's history of listings and posts: every route is admin only. */
export function historyRoutes(): DeclaredRoute[] {
  return [
    apiRoute({
      method: 'get',
      path: '/api/history/deleted',
      access: 'admin',
      tag,
      summary: 'The records deleted most recently, newest first',
      query: deletedQuery,
      answer: z.object({ data: z.array(revision) }),
      errors: { 400: errorTexts.badQuery },
      notes: { limit: 'How many deleted records to answer.' },
      handlers: [historyController.deleted],
    }),
    apiRoute({
      method: 'get',
      path: '/api/history/{kind}/{id}',
      access: 'admin',
      tag,
      summary: 'A page of one record’s revisions, newest first',
      params: historyParams,
      query: historyQuery,
      answer: nameSchema(historyAnswerSchema, 'HistoryPage'),
      errors: { 400: `${badTarget} Or ${errorTexts.badQuery}` },
      notes: { ...pagingNotes, kind: kindNote, id: 'The record’s id.' },
      handlers: [historyController.list],
    }),
    apiRoute({
      method: 'post',
      path: '/api/history/{kind}/{id}/restore/{revisionId}',
      access: 'admin',
      tag,
      summary: 'Save a revision’s document again, as a new revision',
      description: 'A deleted record is created again with its old id and slug.',
      params: restoreParams,
      body: null,
      answer: z.record(z.string(), z.unknown()).meta({
        description: 'The record as saved: a listing of the kind, or a post.',
      }),
      errors: {
        400: badTarget,
        404: 'The record has no revision with this id.',
        409: 'Another record of the kind now has the revision’s slug.',
      },
      notes: { kind: kindNote, id: 'The record’s id.', revisionId: 'The revision to bring back.' },
      handlers: [historyController.restore],
    }),
  ];
}
