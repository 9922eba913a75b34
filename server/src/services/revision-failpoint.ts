/** The points between the two writes of a save where a test may have the server killed. */
export type RevisionFailpoint = 'after-record-write' | 'after-delete-revision';

/**
 * Test-only: with NODE_ENV=test and REVISION_KILL_AT naming this point, the process kills itself
 * (SIGKILL) here, so a test can prove that start-up repair leaves no save without its revision.
 * Inert in production and development, and in tests that do not set REVISION_KILL_AT.
 */
export function revisionFailpoint(point: RevisionFailpoint): void {
  if (process.env.NODE_ENV === 'test' && process.env.REVISION_KILL_AT === point) {
    process.kill(process.pid, 'SIGKILL');
  }
}
