/**
 * Open data: a listing as one row of a CSV file and back, with columns named after the fields
 * (`terms.welcome.value`, `rewardOffer[0].tag`), derived from the kind's zod schema.
 */
export { columnShapeOf, type CellKind, type ColumnShape } from './column-shape.js';
export {
  columnName,
  columnsOf,
  isColumnOf,
  maxColumnsOf,
  parseColumnName,
  type FieldPath,
} from './columns.js';
export { flattenRecord, unflattenRecord, type Cells } from './cells.js';
export {
  listingImportSchemaOf,
  openDataSchemaOf,
  openDataShapeOf,
  readOnlyFields,
  type ListingImportRow,
  type OpenDataListing,
} from './open-data-schema.js';
export {
  importChangeSchema,
  importCreationSchema,
  importReportSchema,
  type ImportChange,
  type ImportCreation,
  type ImportReport,
} from './import-report.js';
export {
  factSchema,
  factSourceSchema,
  listingFactsSchema,
  type Fact,
  type FactSource,
  type ListingFacts,
} from './facts.js';
