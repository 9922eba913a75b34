import { open, stat, type FileHandle } from 'node:fs/promises';
import {
  PRIVATE_FILE_MODE,
  journalPath,
  removeFilesBefore,
  syncDirectory,
  writeAll,
} from './files.js';
import { frameRecord } from './framing.js';
import type { JournalRecord } from './records.js';
import { writeSnapshot, type CollectionState } from './snapshot.js';

export interface JournalOptions {
  directory: string;
  generation: number;
  /** Journal size past which a snapshot is written and a new journal started. */
  compactionThresholdBytes: number;
  captureState: () => CollectionState[];
}

interface Waiter {
  target: number;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * The append-only journal with group commit: records appended while a write and fsync are in
 * flight are written together by the next one, and every caller waiting on them is released by
 * that single fsync. Past the size threshold, the journal rotates: the catalogue is captured at
 * the exact point between two batches, later records go to the next journal file, and a snapshot
 * of the capture is written in the background; once it is durable, older files are removed.
 */
export class Journal {
  private pending: Buffer[] = [];
  private appended = 0;
  private durable = 0;
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | undefined;
  private snapshotting: Promise<void> | undefined;
  private failure: Error | undefined;
  private closed = false;

  private constructor(
    private readonly options: JournalOptions,
    private handle: FileHandle,
    private generation: number,
    private size: number,
  ) {}

  static async open(options: JournalOptions): Promise<Journal> {
    const file = journalPath(options.directory, options.generation);
    const handle = await open(file, 'a', PRIVATE_FILE_MODE);
    await syncDirectory(options.directory);
    const { size } = await stat(file);
    return new Journal(options, handle, options.generation, size);
  }

  append(record: JournalRecord): void {
    if (this.closed) throw new Error('the journal is closed');
    if (this.failure) throw this.failure;
    this.pending.push(frameRecord(record));
    this.appended += 1;
  }

  /** Resolves once every record appended so far is on disk. */
  whenDurable(): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.durable >= this.appended) return Promise.resolve();
    const target = this.appended;
    const promise = new Promise<void>((resolve, reject) =>
      this.waiters.push({ target, resolve, reject }),
    );
    this.startFlushing();
    return promise;
  }

  /** Writes a snapshot now and starts a new journal (used at start-up after a long replay). */
  async compact(): Promise<void> {
    await this.whenDurable();
    await this.flushing;
    await this.snapshotting;
    await this.rotate(this.options.captureState());
    await this.snapshotting;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.whenDurable().catch(() => undefined);
    await this.flushing;
    await this.snapshotting;
    this.closed = true;
    await this.handle.close();
  }

  private startFlushing(): void {
    if (this.flushing) return;
    this.flushing = this.flushLoop().finally(() => {
      this.flushing = undefined;
      if (this.pending.length > 0 && !this.failure) this.startFlushing();
    });
  }

  private async flushLoop(): Promise<void> {
    while (this.pending.length > 0 && !this.failure) {
      const batch = Buffer.concat(this.pending);
      this.pending = [];
      const target = this.appended;
      const rotateAfter =
        this.snapshotting === undefined &&
        this.size + batch.length >= this.options.compactionThresholdBytes;
      const state = rotateAfter ? this.options.captureState() : undefined;
      try {
        await writeAll(this.handle, batch);
        await this.handle.datasync();
        this.size += batch.length;
        this.durable = target;
        this.release();
        if (state) await this.rotate(state);
      } catch (error) {
        this.fail(error instanceof Error ? error : new Error(String(error)));
      }
    }
  }

  private release(): void {
    const ready = this.waiters.filter((waiter) => waiter.target <= this.durable);
    this.waiters = this.waiters.filter((waiter) => waiter.target > this.durable);
    for (const waiter of ready) waiter.resolve();
  }

  private fail(error: Error): void {
    this.failure = error;
    for (const waiter of this.waiters) waiter.reject(error);
    this.waiters = [];
  }

  private async rotate(state: CollectionState[]): Promise<void> {
    const { directory } = this.options;
    const next = this.generation + 1;
    const handle = await open(journalPath(directory, next), 'a', PRIVATE_FILE_MODE);
    await syncDirectory(directory);
    const previous = this.handle;
    this.handle = handle;
    this.generation = next;
    this.size = 0;
    await previous.close();
    this.snapshotting = writeSnapshot(directory, next, state)
      .then(() => removeFilesBefore(directory, next))
      .catch((error: unknown) => {
        console.error(`embedded database: snapshot ${next} failed, keeping the journals`, error);
      })
      .finally(() => {
        this.snapshotting = undefined;
      });
  }
}
