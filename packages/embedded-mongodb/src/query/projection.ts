import { Query } from 'mingo/query';
import { isPlainObject, type BsonDocument } from '../bson/values.js';
import { CommandError, badValue } from '../errors.js';
import { mingoOptions } from './mingo-context.js';

export type Projector = (document: BsonDocument) => BsonDocument;

const identity: Projector = (document) => document;

/** MongoDB keeps the stored field order (so `_id` stays first); computed fields come last. */
function inDocumentOrder(document: BsonDocument, projected: BsonDocument): BsonDocument {
  const ordered: BsonDocument = {};
  for (const key of Object.keys(document)) if (key in projected) ordered[key] = projected[key];
  for (const key of Object.keys(projected)) if (!(key in ordered)) ordered[key] = projected[key];
  return ordered;
}

/** Compiles a find projection; the filter is kept for the positional `field.$` form. */
export function compileProjection(
  projection: unknown,
  filter: BsonDocument | undefined,
): Projector {
  if (projection === undefined || projection === null) return identity;
  if (!isPlainObject(projection))
    throw new CommandError('TypeMismatch', 'projection must be an object');
  const fields = Object.keys(projection);
  if (fields.length === 0) return identity;
  const positional = fields.some((field) => field.endsWith('.$'));
  let query: Query;
  try {
    query = new Query(positional && filter ? filter : {}, mingoOptions);
  } catch (error) {
    throw badValue(error instanceof Error ? error.message : String(error));
  }
  return (document) => {
    try {
      return inDocumentOrder(
        document,
        (query.find([document], projection).all()[0] ?? {}) as BsonDocument,
      );
    } catch (error) {
      throw badValue(error instanceof Error ? error.message : String(error));
    }
  };
}
