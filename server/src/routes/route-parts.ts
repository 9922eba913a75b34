import { z } from 'zod';
import { nameSchema } from '../open-api/schema-names.js';
import { idParams } from '../validation/fields.js';

/** The error descriptions most routes share. */
export const errorTexts = {
  badQuery: 'A query parameter is unknown, repeated or out of range; `message` names it.',
  badBody: 'A field is missing or breaks its rule; `message` names it.',
  badId: 'The id is not a valid id; `message` says so.',
  notFound: 'No record has this slug or id.',
  tooMany: 'Too many attempts from this address (or for this email): try again later.',
  tooLarge: 'A file or field is too large, or the form has too many of them.',
  notAnImage: 'A file is not an image.',
} as const;

export const pagingNotes = {
  page: 'The page to answer, from 1.',
  limit: 'How many items a page holds.',
};

export const slugOrIdParams = z.object({
  slugOrId: z.string().meta({ description: 'The record’s slug (as in its page address) or id.' }),
});

/** `{id}` of a record, checked as a document id. */
export const recordIdParams = idParams;

/** `{ message }`: what a delete, a sign-out or a request by mail answers. */
export const messageAnswer = nameSchema(z.object({ message: z.string() }), 'Message');
