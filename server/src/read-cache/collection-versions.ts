import mongoose from 'mongoose';

/**
 * The version of a collection's data that read caches compare before serving a stored answer.
 * Every part only ever rises, so their sum moves whenever any part does and never comes back to
 * a value an older answer was cached under.
 *
 * - With a database only this process serves (the embedded engine), the engine reports every
 *   write from any client and the counters live in the process: reading them costs no round trip.
 * - Otherwise a counter per collection in the `collectionversions` collection is raised after
 *   every write through the models (see `trackChanges`), so a write through any instance is seen
 *   by the next read on every instance; writes made around the application are added from the
 *   database's change stream, or, where it has none, by revalidating at least once a second.
 */
export interface CollectionVersion {
  _id: string;
  version: number;
}

/** Counters of the embedded engine's writes, when this process serves the database. */
let processCounters: Map<string, number> | undefined;

/** Writes seen on the change stream, per collection, and changes that may touch every collection. */
const outsideChanges = new Map<string, number>();
let everyCollection = 0;

/** Rises once a second while no change stream reports outside writes. */
let revalidation: () => number = () => 0;

function versions() {
  return mongoose.connection.collection<CollectionVersion>('collectionversions');
}

/** Counts the writes of the database served by this process, which reports every one of them. */
export function countWritesInProcess(): (collection: string) => void {
  const counters = (processCounters ??= new Map());
  return (collection) => counters.set(collection, (counters.get(collection) ?? 0) + 1);
}

/** Records a write made around the application (seen on a change stream). */
export function noteOutsideChange(collection: string): void {
  outsideChanges.set(collection, (outsideChanges.get(collection) ?? 0) + 1);
}

/** Records that any collection may have changed unseen (a change stream started or stopped). */
export function noteUnknownChanges(): void {
  everyCollection += 1;
}

/** Sets the part that makes caches revalidate on a clock while outside writes cannot be seen. */
export function setRevalidationClock(clock: () => number): void {
  revalidation = clock;
}

function outsideVersion(collections: readonly string[]): number {
  return collections.reduce(
    (sum, collection) => sum + (outsideChanges.get(collection) ?? 0),
    everyCollection + revalidation(),
  );
}

/** Raises the change counter of a collection after a write through its model. */
export async function bumpCollectionVersion(collection: string): Promise<void> {
  // The engine serving this process has counted the write before acknowledging it.
  if (processCounters) return;
  await versions().updateOne({ _id: collection }, { $inc: { version: 1 } }, { upsert: true });
}

/**
 * The version of several collections' data without waiting, when this process serves the
 * database; `undefined` when the counters are in the database.
 */
export function collectionsVersionInProcess(collections: readonly string[]): number | undefined {
  const counters = processCounters;
  return (
    counters && collections.reduce((sum, collection) => sum + (counters.get(collection) ?? 0), 0)
  );
}

/** The version of several collections' data: it moves whenever any of them changes. */
export async function readCollectionsVersion(collections: readonly string[]): Promise<number> {
  const inProcess = collectionsVersionInProcess(collections);
  if (inProcess !== undefined) return inProcess;
  const found = await versions()
    .find({ _id: { $in: [...collections] } }, { projection: { _id: 0, version: 1 } })
    .toArray();
  return found.reduce((sum, { version }) => sum + version, outsideVersion(collections));
}
