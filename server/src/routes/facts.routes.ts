import { listingFactsSchema, listingKindKeys, listingKinds } from '@sg-finance/contract';
import { z } from 'zod';
import { createFactsController } from '../controllers/facts.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { createListingService } from '../services/listing.service.js';
import type { Uploads } from '../uploads/index.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';

const factsParams = z.object({ kind: z.string(), file: z.string() });

/** Each listing's figures for machines, with where each comes from. */
export function factsRoutes(uploads: Uploads, siteUrl: string): DeclaredRoute[] {
  const services = new Map(
    listingKinds.map((kind) => [kind.key, createListingService(kind, uploads)]),
  );
  return [
    apiRoute({
      method: 'get',
      path: '/api/facts/{kind}/{file}',
      access: 'anyone',
      tag: 'Open data',
      summary: 'A listing’s figures, each with its source, check date and page hash',
      description:
        'Every figure the listing’s compare row shows, as a value with its unit and as the text the site shows, each with the provider’s page it follows, the day it was checked, the SHA-256 of the page’s visible text at the source watch’s last fetch, and the sentence quoted for it.',
      params: factsParams,
      answer: nameSchema(listingFactsSchema, 'ListingFacts'),
      errors: { 404: 'No listing kind, no listing, or a file name that is not `<slug>.json`.' },
      notes: {
        kind: `The listing’s kind: ${listingKindKeys.join(', ')}.`,
        file: 'The listing’s slug and `.json`: `krisflyer-uob-credit-card.json`.',
      },
      handlers: [createFactsController(services, siteUrl)],
    }),
  ];
}
