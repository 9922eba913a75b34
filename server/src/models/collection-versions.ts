import mongoose from 'mongoose';

/**
 * One change counter per cached collection, in the `collectionversions` collection, raised after
 * every write through its model (see the `trackChanges` plugin). Read caches compare it, by
 * `_id`, before serving a stored answer. Counters are never deleted: a counter that went back to
 * an earlier value could match an answer cached before the writes it forgot.
 */
export interface CollectionVersion {
  _id: string;
  version: number;
}

/**
 * Counters held in this process instead, for a database only this process can write to (the
 * embedded engine, whose data folder is locked by one process): reading them costs no round trip.
 */
let processCounters: Map<string, number> | undefined;

export function keepCollectionVersionsInProcess(): void {
  processCounters ??= new Map();
}

function versions() {
  return mongoose.connection.collection<CollectionVersion>('collectionversions');
}

/** Raises the change counter of a collection, creating it on the first write. */
export async function bumpCollectionVersion(collection: string): Promise<void> {
  if (processCounters) {
    processCounters.set(collection, (processCounters.get(collection) ?? 0) + 1);
    return;
  }
  await versions().updateOne({ _id: collection }, { $inc: { version: 1 } }, { upsert: true });
}

/**
 * The change counter of a collection without waiting, when this process holds the counters;
 * `undefined` when they are in the database.
 */
export function collectionVersionInProcess(collection: string): number | undefined {
  return processCounters && (processCounters.get(collection) ?? 0);
}

/** `collectionVersionInProcess` for the sum of several collections' counters. */
export function collectionsVersionInProcess(collections: readonly string[]): number | undefined {
  const counters = processCounters;
  return (
    counters && collections.reduce((sum, collection) => sum + (counters.get(collection) ?? 0), 0)
  );
}

/** The change counter of a collection: 0 before its first tracked write. */
export async function readCollectionVersion(collection: string): Promise<number> {
  const inProcess = collectionVersionInProcess(collection);
  if (inProcess !== undefined) return inProcess;
  const found = await versions().findOne(
    { _id: collection },
    { projection: { _id: 0, version: 1 } },
  );
  return found?.version ?? 0;
}

/**
 * One counter for several collections: the sum of theirs, which moves whenever any of them does
 * (counters only ever rise).
 */
export async function readCollectionsVersion(collections: readonly string[]): Promise<number> {
  const inProcess = collectionsVersionInProcess(collections);
  if (inProcess !== undefined) return inProcess;
  const found = await versions()
    .find({ _id: { $in: [...collections] } }, { projection: { _id: 0, version: 1 } })
    .toArray();
  return found.reduce((sum, { version }) => sum + version, 0);
}
