import type { NextFunction, Request, Response } from 'express';
import { listingKinds } from '@sg-finance/contract';
import { adminActor } from '../middleware/auth.js';
import { validQuery } from '../middleware/validate.js';
import { readImportFile } from '../open-data/import-file.js';
import {
  createReadCache,
  sendCachedRecord,
  sendCachedText,
  type ReadCache,
} from '../read-cache/index.js';
import { createListingImport, type ListingImport } from '../services/listing-import.service.js';
import { createOpenDataExport, type OpenDataExport } from '../services/open-data-export.service.js';
import type { ListingService } from '../services/listing.service.js';
import { ApiError } from '../lib/api-error.js';
import { listingKindInAddress, listingKindNames } from './listing-kind-in-address.js';
import { importQuery } from '../validation/open-data.schema.js';

const exportFile = /^(?<key>[a-z]+)\.(?<format>json|csv)$/;

/** The export of every kind from the read cache of its collection, and the admin's import. */
export function createOpenDataController(services: ReadonlyMap<string, ListingService>) {
  const exports = new Map<string, { cache: ReadCache; data: OpenDataExport }>(
    listingKinds.map((kind) => [
      kind.key,
      { cache: createReadCache(kind.collection), data: createOpenDataExport(kind) },
    ]),
  );
  const imports = new Map<string, ListingImport>(
    listingKinds.map((kind) => [kind.key, createListingImport(kind, services.get(kind.key)!)]),
  );

  return {
    /** `GET /api/export/card.json` or `.csv`: every listing of the kind, as a file to download. */
    export(req: Request<{ file: string }>, res: Response) {
      const match = exportFile.exec(req.params.file);
      if (!match) {
        throw new ApiError(
          404,
          `No export "${req.params.file}": ask for <kind>.json or <kind>.csv, where the kinds are ${listingKindNames}`,
        );
      }
      const { key, format } = match.groups as { key: string; format: 'json' | 'csv' };
      const kind = listingKindInAddress(key);
      const { cache, data } = exports.get(kind.key)!;
      res.attachment(`${kind.key}-listings.${format}`);
      if (format === 'json') {
        return sendCachedRecord(req, res, cache, 'export', () => data.listings());
      }
      return sendCachedText(req, res, cache, 'export csv', 'text/csv; charset=utf-8', async () =>
        data.csv(await data.listings()),
      );
    },

    /** Refuses an import to an unknown kind before its file is read. */
    importKind(req: Request<{ kind: string }>, _res: Response, next: NextFunction) {
      listingKindInAddress(req.params.kind);
      next();
    },

    /** `POST /api/import/card?dryRun=true` with a CSV or JSON `file`: what changes, or would. */
    async import(req: Request<{ kind: string }>, res: Response) {
      const kind = listingKindInAddress(req.params.kind);
      const { dryRun } = validQuery(res, importQuery);
      const rows = await readImportFile(kind, req.file!);
      res.json(await imports.get(kind.key)!.run(rows, dryRun, adminActor(res)));
    },
  };
}
