import {
  columnsOf,
  flattenRecord,
  openDataShapeOf,
  type ListingKind,
  type OpenDataListing,
} from '@sg-finance/contract';
import { catalogueOrder } from '../models/catalogue-order.js';
import { listingModel } from '../models/listing.model.js';
import { writeCsv } from '../open-data/csv-file.js';
import { openDataFields, openDataRecord } from '../open-data/open-data-record.js';

export interface OpenDataExport {
  /** Every listing of the kind, in catalogue order, as the export gives it. */
  listings(): Promise<OpenDataListing[]>;
  /** The listings as a CSV file, one row each, with the columns of the kind's export schema. */
  csv(listings: readonly OpenDataListing[]): string;
}

export function createOpenDataExport(kind: ListingKind): OpenDataExport {
  const Model = listingModel(kind);
  const fields = openDataFields(kind);
  const shape = openDataShapeOf(kind);
  return {
    async listings() {
      const stored = await Model.find().sort(catalogueOrder).lean().exec();
      return stored.map((listing) => openDataRecord(fields, listing));
    },

    csv(listings) {
      const rows = listings.map((listing) => flattenRecord(shape, listing));
      return writeCsv(columnsOf(shape, listings), rows);
    },
  };
}
