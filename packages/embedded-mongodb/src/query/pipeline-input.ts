import { Double, Int32, Long } from 'bson';
import { cloneDocument, isPlainObject, type BsonDocument } from '../bson/values.js';

/** Stages that never modify the documents they receive, so stored documents can be fed as is. */
const READ_ONLY_STAGES = new Set([
  '$match',
  '$group',
  '$sort',
  '$limit',
  '$skip',
  '$count',
  '$sortByCount',
  '$project',
  '$bucket',
  '$bucketAuto',
  '$sample',
]);

function hasWrappedNumber(value: unknown): boolean {
  if (value instanceof Double || value instanceof Int32 || value instanceof Long) return true;
  if (Array.isArray(value)) return value.some(hasWrappedNumber);
  if (isPlainObject(value)) return Object.values(value).some(hasWrappedNumber);
  return false;
}

function unwrapNumbers(value: unknown): unknown {
  if (value instanceof Double || value instanceof Int32) return value.value;
  if (value instanceof Long)
    return Number.isSafeInteger(value.toNumber()) ? value.toNumber() : value;
  if (Array.isArray(value)) return value.map(unwrapNumbers);
  if (isPlainObject(value)) {
    const copy: BsonDocument = {};
    for (const key of Object.keys(value)) copy[key] = unwrapNumbers(value[key]);
    return copy;
  }
  return cloneDocument(value);
}

/**
 * Prepares stored documents for a mingo pipeline: mingo's arithmetic and accumulators only see
 * JS numbers, so wrapped int64 and double values are unwrapped (a copy is made); and since some
 * stages modify their input in place, documents are copied unless every stage is read-only.
 */
export function pipelineDocuments(
  documents: BsonDocument[],
  pipeline: BsonDocument[],
): BsonDocument[] {
  const readOnly = pipeline.every((stage) => READ_ONLY_STAGES.has(Object.keys(stage)[0] as string));
  return documents.map((document) =>
    !readOnly || hasWrappedNumber(document) ? (unwrapNumbers(document) as BsonDocument) : document,
  );
}
