import type { Schema } from 'mongoose';
import { bumpCollectionVersion } from './collection-versions.js';

const queryWrites = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
] as const;

const documentWrites = ['save', 'updateOne', 'deleteOne'] as const;

const modelWrites = ['insertMany', 'bulkWrite'] as const;

/**
 * Raises the collection's change counter after every write made through the model, and after a
 * failed one too (a multi-document write may have changed some documents before failing). The
 * hooks are awaited, so the counter has moved before the write's caller goes on.
 */
export function trackChanges(schema: Schema): void {
  const collection = schema.get('collection');
  if (!collection) throw new Error('trackChanges needs a schema with an explicit collection');
  const bump = () => bumpCollectionVersion(collection);
  const bumpThenFail = (error: Error, _result: unknown, next: (error: Error) => void) => {
    bumpCollectionVersion(collection).then(
      () => next(error),
      () => next(error),
    );
  };

  schema.post([...queryWrites], { document: false, query: true }, bump);
  schema.post([...queryWrites], { document: false, query: true }, bumpThenFail);
  schema.post([...documentWrites], { document: true, query: false }, bump);
  schema.post([...documentWrites], { document: true, query: false }, bumpThenFail);
  for (const write of modelWrites) {
    schema.post(write, bump);
    schema.post(write, bumpThenFail);
  }
}
