import { performance } from 'node:perf_hooks';
import { CommandError } from '../errors.js';

/** The moment a command must give up, checked between documents as it scans. */
export interface Deadline {
  /** Throws MaxTimeMSExpired (code 50) once the time is up. */
  check(): void;
}

export function deadlineAfter(milliseconds: number): Deadline {
  const expiresAt = performance.now() + milliseconds;
  return {
    check() {
      if (performance.now() > expiresAt) {
        throw new CommandError('MaxTimeMSExpired', 'operation exceeded time limit');
      }
    },
  };
}

/** The documents, checking the deadline before handing out each one. */
export function* withinDeadline<T>(documents: Iterable<T>, deadline: Deadline): Generator<T> {
  for (const document of documents) {
    deadline.check();
    yield document;
  }
}
