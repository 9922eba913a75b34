import { importReportSchema, listingKinds, openDataSchemaOf } from '@sg-finance/contract';
import { z } from 'zod';
import { createOpenDataController } from '../controllers/open-data.controller.js';
import { nameSchema } from '../open-api/schema-names.js';
import { importUpload } from '../open-data/import-upload.js';
import { createListingService } from '../services/listing.service.js';
import type { Uploads } from '../uploads/index.js';
import { exportQuery, importQuery } from '../validation/open-data.schema.js';
import { apiRoute, type DeclaredRoute } from './api-route.js';
import { errorTexts } from './route-parts.js';

const kindKeys = listingKinds.map((kind) => kind.key).join(', ');

const exportParams = z.object({
  file: z.string().meta({
    description: `\`<kind>.json\` or \`<kind>.csv\`, where the kinds are ${kindKeys}.`,
    pattern: '^[a-z]+\\.(json|csv)$',
  }),
});

const importParams = z.object({
  kind: z.string().meta({ description: `A listing kind: ${kindKeys}.` }),
});

/** The form of an import: one CSV or JSON file, as the export writes it. */
const importForm = z.object({
  file: z.string().meta({
    format: 'binary',
    description: 'A CSV or JSON file of listings, as the export writes it; at most 2 MB.',
  }),
});

/**
 * Open data: `GET /api/export/<kind>.json|csv` for anyone, and the administrators' bulk import
 * `POST /api/import/<kind>`, where `<kind>` is a listing kind's key (card, investment...).
 */
export function openDataRoutes(uploads: Uploads): DeclaredRoute[] {
  const services = new Map(
    listingKinds.map((kind) => [kind.key, createListingService(kind, uploads)]),
  );
  const controller = createOpenDataController(services);
  const [first, ...others] = listingKinds.map((kind): z.ZodType =>
    nameSchema(openDataSchemaOf(kind), `${kind.modelName}Export`),
  );
  const unknownKind = 'No listing kind, or no format, has this name; `message` names the kinds.';
  return [
    apiRoute({
      method: 'get',
      path: '/api/export/{file}',
      access: 'anyone',
      tag: 'Open data',
      summary: 'Every listing of a kind, as JSON or as CSV',
      description:
        'Every public field and the terms, sent as a file to download. The CSV has one row per ' +
        'listing, the columns named after the fields of the JSON file (`terms.welcome.value`, ' +
        '`rewardOffer[0].tag`).',
      params: exportParams,
      query: exportQuery,
      answer: {
        'application/json': z.array(z.union([first!, ...others])),
        'text/csv': z.string(),
      },
      errors: { 400: errorTexts.badQuery, 404: unknownKind },
      handlers: [controller.export],
    }),
    apiRoute({
      method: 'post',
      path: '/api/import/{kind}',
      access: 'admin',
      tag: 'Open data',
      summary: 'Create or change listings of a kind from a file',
      description:
        'A multipart form with one `file`; with `dryRun=true`, only says what would change.',
      params: importParams,
      query: importQuery,
      before: [controller.importKind],
      body: importForm,
      multipartFile: importUpload,
      answer: nameSchema(importReportSchema, 'ImportReport'),
      errors: {
        400: 'The file cannot be read, or a row breaks a rule; `message` says which.',
        404: unknownKind,
        413: 'The file is larger than 2 MB.',
      },
      notes: { dryRun: '`true`: change nothing, only report what would change.' },
      handlers: [controller.import],
    }),
  ];
}
