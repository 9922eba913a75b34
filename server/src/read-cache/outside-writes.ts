import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { mongo } from 'mongoose';
import type { EmbeddedServer } from '@sg-finance/embedded-mongodb';
import {
  countWritesInProcess,
  noteOutsideChange,
  noteUnknownChanges,
  setRevalidationClock,
} from './collection-versions.js';

/** How old a cached answer may get while the database cannot report outside writes. */
export const REVALIDATE_AFTER_MS = 1000;
/** How long to wait before asking again for a change stream the database refused or ended. */
const RETRY_WATCH_MS = 30_000;

export type OutsideWritesMode = 'change stream' | 'revalidation';

export interface OutsideWrites {
  mode(): OutsideWritesMode;
  stop(): Promise<void>;
}

/**
 * Keeps the read cache fresh against every write to the embedded engine this process serves,
 * from any client (mongosh, a migration, another service), not only the application's.
 */
export function followEngineWrites(engine: Pick<EmbeddedServer, 'onChange'>): () => void {
  const count = countWritesInProcess();
  return engine.onChange(({ collection }) => count(collection));
}

const revalidationClock = () => Math.floor(performance.now() / REVALIDATE_AFTER_MS);

function collectionOf(change: mongo.ChangeStreamDocument): string | undefined {
  return 'ns' in change && change.ns && 'coll' in change.ns ? change.ns.coll : undefined;
}

/**
 * Keeps the read cache fresh against writes made to a MongoDB database around the application:
 * its change stream reports them where the deployment has one (a replica set, as Atlas always
 * is); elsewhere (a standalone server refuses `$changeStream`) cached answers are revalidated
 * once they are a second old, and the change stream is asked for again now and then.
 */
export function followDatabaseWrites(db: mongo.Db): OutsideWrites {
  let mode: OutsideWritesMode = 'revalidation';
  let stopped = false;
  let stream: mongo.ChangeStream | undefined;
  const pause = new AbortController();
  setRevalidationClock(revalidationClock);

  // The clock stops while a change stream reports writes, and never goes back when it restarts.
  let floor = 0;
  const enter = (next: OutsideWritesMode) => {
    if (next === mode) return;
    if (next === 'change stream') {
      floor = revalidationClock() + 1;
      setRevalidationClock(() => floor);
    } else {
      setRevalidationClock(() => Math.max(floor, revalidationClock()));
    }
    // Writes made while no stream was listening are unknown.
    noteUnknownChanges();
    mode = next;
  };

  const follow = async () => {
    while (!stopped) {
      stream = db.watch([], { fullDocument: 'default' });
      try {
        // Sends the `aggregate`: an error here means the deployment has no change streams.
        const first = await stream.tryNext();
        enter('change stream');
        for (let change = first; !stopped; change = await stream.next()) {
          if (!change) continue;
          const collection = collectionOf(change);
          if (collection) noteOutsideChange(collection);
          else noteUnknownChanges();
        }
      } catch {
        enter('revalidation');
      } finally {
        await stream.close().catch(() => undefined);
      }
      if (!stopped)
        await sleep(RETRY_WATCH_MS, undefined, { signal: pause.signal }).catch(() => {});
    }
  };
  const following = follow();

  return {
    mode: () => mode,
    async stop() {
      stopped = true;
      pause.abort();
      await stream?.close().catch(() => undefined);
      await following;
    },
  };
}
