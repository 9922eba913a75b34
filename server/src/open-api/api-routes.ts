import {
  bankCountsSchema,
  catalogueChangeSchema,
  changesAnswerSchema,
  listingKinds,
  listingSchemaOf,
  merchantSchema,
  openDataSchemaOf,
  postSchema,
  postsAnswerSchema,
  providerSchema,
  recordChangesAnswerSchema,
  searchAnswerSchema,
  suggestionInputSchema,
  userInfoSchema,
  type ListingKind,
} from '@sg-finance/contract';
import { z } from 'zod';
import type { DatabaseMode } from '../db/connect.js';
import {
  emailConfirmationSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from '../validation/account.schema.js';
import { changesQuery, recordChangesParams } from '../validation/changes.schema.js';
import { listingBankCountsQuery, listingListQuery } from '../validation/listing.schema.js';
import { merchantQuery } from '../validation/merchant.schema.js';
import { exportQuery } from '../validation/open-data.schema.js';
import { postListQuery } from '../validation/post.schema.js';
import { siteSearchQuery } from '../validation/search.schema.js';
import { loginSchema, registerSchema } from '../validation/user.schema.js';
import { nameSchema } from './schema-names.js';

/** The statuses a route may answer when it fails, each with its `{ message }` body. */
export type ErrorStatus = 400 | 401 | 404 | 409 | 429 | 503;

/**
 * One public call of the API as the document describes it. A new route is one entry here; the
 * schemas are the ones the server validates with and the contract's answer schemas.
 */
export interface ApiRoute {
  /** `get` unless said. */
  method?: 'post';
  /** The address as OpenAPI writes it: `/api/posts/{slugOrId}`. */
  path: string;
  /** The group of the reference page. */
  tag: string;
  summary: string;
  description?: string;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** The JSON body a `post` takes. */
  body?: z.ZodType;
  /** The status of a success, 200 unless said. */
  status?: 201 | 202;
  /** The body of a success, JSON unless `mediaType` says otherwise. */
  answer: z.ZodType;
  mediaType?: 'text/html' | 'text/csv';
  /** A page of a list: its size in `X-Total-Count`, the other pages in `Link`. */
  paged?: boolean;
  errors?: Partial<Record<ErrorStatus, string>>;
  /** What a parameter means, by name, where its schema says only its rules. */
  notes?: Readonly<Record<string, string>>;
}

const errorMessages = {
  badQuery: 'A query parameter is unknown, repeated or out of range; `message` names it.',
  notFound: 'No record has this slug or id.',
} as const;

const pagingNotes = {
  page: 'The page to answer, from 1.',
  limit: 'How many items a page holds.',
};

const listingNotes = {
  ...pagingNotes,
  category: 'Only the listings of this provider (a name from `/api/providers`).',
  q: 'Only the listings whose texts contain these words.',
  sort:
    '`recommended` (priority, then newest), `newest`, `title`, or a figure of the terms: ' +
    'lowest first, or highest first with a leading `-`.',
  asOf:
    'The list as it stood at the end of this day (Singapore time), read from the catalogue’s ' +
    'history.',
};

/** The kind's need filters: each keeps the listings whose term is, or is at most, the value. */
function filterNotes(kind: ListingKind): Record<string, string> {
  return Object.fromEntries(
    kind.termFilters.map((filter) => [
      filter.name,
      filter.kind === 'equals'
        ? `Only the listings whose \`terms.${filter.term}\` is this value.`
        : `Only the listings whose \`terms.${filter.term}\` is at most this number.`,
    ]),
  );
}

const slugOrIdParams = z.object({
  slugOrId: z.string().meta({ description: 'The record’s slug (as in its page address) or id.' }),
});

const postAnswer = nameSchema(postSchema, 'Post');
const providerAnswer = nameSchema(providerSchema, 'Provider');
const bankCountsAnswer = nameSchema(bankCountsSchema, 'BankCounts');
// Listed once, as both answers of the changes hold it.
nameSchema(catalogueChangeSchema, 'CatalogueChange');

function listingRoutes(kind: ListingKind): ApiRoute[] {
  const listing = nameSchema(listingSchemaOf(kind.key), kind.modelName);
  const tag = `${kind.noun[0]!.toUpperCase()}${kind.noun.slice(1)}s`;
  return [
    {
      path: kind.apiPath,
      tag,
      summary: `A page of ${kind.noun}s`,
      description:
        'Ordered by priority then newest unless `sort` says otherwise; optionally of one provider, ' +
        'matching a search, and within the need filters.',
      query: listingListQuery(kind),
      answer: z.array(listing),
      paged: true,
      errors: { 400: errorMessages.badQuery },
      notes: { ...listingNotes, ...filterNotes(kind) },
    },
    {
      path: `${kind.apiPath}/counts/banks`,
      tag,
      summary: `How many ${kind.noun}s each provider chip would show`,
      description: 'Under the same search and need filters as the list, without the provider.',
      query: listingBankCountsQuery(kind),
      answer: bankCountsAnswer,
      errors: { 400: errorMessages.badQuery },
      notes: { q: listingNotes.q, ...filterNotes(kind) },
    },
    {
      path: `${kind.apiPath}/{slugOrId}`,
      tag,
      summary: `One ${kind.noun}`,
      description: 'An array of one element, as the detail pages read it.',
      params: slugOrIdParams,
      answer: z.array(listing).min(1).max(1),
      errors: { 404: errorMessages.notFound },
    },
  ];
}

/** The kind's open data: every listing, as JSON and as CSV. */
function exportRoutes(kind: ListingKind): ApiRoute[] {
  const file = (format: string) => ({
    path: `/api/export/${kind.key}.${format}`,
    tag: 'Open data',
    query: exportQuery,
    errors: { 400: errorMessages.badQuery },
  });
  return [
    {
      ...file('json'),
      summary: `Every ${kind.noun}, as JSON`,
      description: 'Every public field and the terms, sent as a file to download.',
      answer: z.array(nameSchema(openDataSchemaOf(kind), `${kind.modelName}Export`)),
    },
    {
      ...file('csv'),
      summary: `Every ${kind.noun}, as CSV`,
      description:
        'One row per listing, the columns named after the fields of the JSON file ' +
        '(`terms.welcome.value`, `rewardOffer[0].tag`), sent as a file to download.',
      answer: z.string(),
      mediaType: 'text/csv',
    },
  ];
}

const databaseModes = {
  embedded: 'embedded',
  mongodb: 'mongodb',
} as const satisfies { [Mode in DatabaseMode]: Mode };
const databaseMode = z.enum(databaseModes).meta({
  description: 'The embedded engine, or the MongoDB of `MONGODB_URI`.',
});

const badBody = 'A field is missing or breaks its rule; `message` names it.';
const tooMany = 'Too many attempts from this address (or for this email): try again later.';
const messageAnswer = nameSchema(z.object({ message: z.string() }), 'Message');
const signedIn = nameSchema(userInfoSchema, 'SignedInUser');

/** What anyone may send: sign-up, sign-in, a password reset by mail, a suggestion. */
const publicWrites: ApiRoute[] = [
  {
    method: 'post',
    path: '/api/users/register',
    tag: 'Accounts',
    summary: 'Create an account and sign in',
    description: 'Answers the user with a token for `Authorization: Bearer <token>`.',
    body: registerSchema,
    status: 201,
    answer: signedIn,
    errors: { 400: badBody, 409: 'An account has this email.', 429: tooMany },
  },
  {
    method: 'post',
    path: '/api/users/login',
    tag: 'Accounts',
    summary: 'Sign in',
    description: 'Answers the user with a token for `Authorization: Bearer <token>`.',
    body: loginSchema,
    answer: signedIn,
    errors: { 400: badBody, 401: 'No account has this email and password.', 429: tooMany },
  },
  {
    method: 'post',
    path: '/api/users/password-reset',
    tag: 'Accounts',
    summary: 'Mail a link that sets a new password',
    description:
      'The same answer whether or not an account has the address; the link works once, for an hour.',
    body: passwordResetRequestSchema,
    status: 202,
    answer: messageAnswer,
    errors: { 400: badBody, 429: tooMany },
  },
  {
    method: 'post',
    path: '/api/users/password-reset/confirm',
    tag: 'Accounts',
    summary: 'Set a new password with the mailed link’s token',
    description: 'Ends every session of the account.',
    body: passwordResetConfirmSchema,
    answer: messageAnswer,
    errors: { 400: `${badBody} Or the link is used, expired or unknown.`, 429: tooMany },
  },
  {
    method: 'post',
    path: '/api/users/email-confirmation',
    tag: 'Accounts',
    summary: 'Confirm an account’s address with the mailed link’s token',
    description:
      'Until then the address gets no mail but its confirmation links and password reset links.',
    body: emailConfirmationSchema,
    answer: messageAnswer,
    errors: { 400: `${badBody} Or the link is used, expired or unknown.`, 429: tooMany },
  },
  {
    method: 'post',
    path: '/api/suggestions',
    tag: 'Suggestions',
    summary: 'Suggest a reward the catalogue lacks',
    description: 'Read by the administrators in their inbox.',
    body: suggestionInputSchema,
    status: 201,
    answer: nameSchema(z.object({ _id: z.string(), message: z.string() }), 'SuggestionReceived'),
    errors: { 400: badBody, 429: 'Too many suggestions from this address: try again in an hour.' },
  },
];

/** Every public call of the API, in the order of the reference page. */
export const apiRoutes: readonly ApiRoute[] = [
  ...listingKinds.flatMap(listingRoutes),
  {
    path: '/api/posts',
    tag: 'Blog',
    summary: 'A page of blog posts and every tag in use',
    description: 'Ordered by priority then newest; optionally of one tag.',
    query: postListQuery,
    answer: nameSchema(postsAnswerSchema, 'PostsPage'),
    paged: true,
    errors: { 400: errorMessages.badQuery },
    notes: { ...pagingNotes, tag: 'Only the posts with this tag.' },
  },
  {
    path: '/api/posts/{slugOrId}',
    tag: 'Blog',
    summary: 'One blog post',
    description: 'An array of one element, as the post page reads it.',
    params: slugOrIdParams,
    answer: z.array(postAnswer).min(1).max(1),
    errors: { 404: errorMessages.notFound },
  },
  {
    path: '/api/changes',
    tag: 'Catalogue changes',
    summary: 'A page of the catalogue’s changes, newest first',
    description: 'Every save of a published listing, worded field by field.',
    query: changesQuery,
    answer: nameSchema(changesAnswerSchema, 'ChangesPage'),
    errors: { 400: errorMessages.badQuery },
    notes: {
      ...pagingNotes,
      kind: 'Only the changes of this kind of listing.',
      bank: 'Only the changes of this provider’s listings.',
    },
  },
  {
    path: '/api/changes/{kind}/{slug}',
    tag: 'Catalogue changes',
    summary: 'One listing’s changes, newest first, and its welcome offer over time',
    params: recordChangesParams,
    answer: nameSchema(recordChangesAnswerSchema, 'RecordChanges'),
    errors: {
      400: 'The kind is not a listing kind.',
      404: 'No listing of the kind has this slug.',
    },
    notes: { kind: 'The listing’s kind.', slug: 'The listing’s slug.' },
  },
  ...listingKinds.flatMap(exportRoutes),
  {
    path: '/api/merchants',
    tag: 'Merchants',
    summary: 'Merchants and the spend category their charges usually fall in',
    description:
      'Without `q`, every merchant by name; with it, at most ten that have a name starting with ' +
      'it or with a word starting with it, those whose own name starts with it first.',
    query: merchantQuery,
    answer: z.array(nameSchema(merchantSchema, 'Merchant')),
    errors: { 400: errorMessages.badQuery },
    notes: {
      q: 'The start of a merchant’s name, or of another name people use; absent or blank: any.',
    },
  },
  {
    path: '/api/search',
    tag: 'Search',
    summary: 'Search the whole catalogue and the blog',
    query: siteSearchQuery,
    answer: nameSchema(searchAnswerSchema, 'SearchAnswer'),
    errors: { 400: errorMessages.badQuery },
    notes: { ...pagingNotes, q: 'The words to find in titles, subtitles and texts.' },
  },
  {
    path: '/api/providers',
    tag: 'Providers',
    summary: 'Every provider (bank, broker, insurer)',
    description: 'The spec’s nine banks first, then the others by name.',
    answer: z.array(providerAnswer),
  },
  {
    path: '/api/health',
    tag: 'Operations',
    summary: 'Liveness: the process answers',
    description: 'Never touches the database.',
    answer: nameSchema(z.object({ status: z.literal('ok'), db: databaseMode }), 'Health'),
  },
  {
    path: '/api/ready',
    tag: 'Operations',
    summary: 'Readiness: the database answers a ping',
    answer: nameSchema(z.object({ status: z.literal('ready'), db: databaseMode }), 'Ready'),
    errors: { 503: 'The database is not reachable.' },
  },
  {
    path: '/api/openapi.json',
    tag: 'About this API',
    summary: 'This document',
    description: 'OpenAPI 3.1, generated from the zod schemas the server checks and answers with.',
    answer: z.looseObject({
      openapi: z.string(),
      info: z.looseObject({ title: z.string(), version: z.string() }),
      paths: z.record(z.string(), z.record(z.string(), z.unknown())),
    }),
  },
  {
    path: '/api/docs',
    tag: 'About this API',
    summary: 'This document as a readable page',
    answer: z.string(),
    mediaType: 'text/html',
  },
  ...publicWrites,
];
