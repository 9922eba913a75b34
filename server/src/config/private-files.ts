/** Folders this process creates are 0700 and files 0600, whichever module creates them. */
export const OWNER_ONLY_UMASK = 0o077;

/**
 * Makes everything the process creates from now on readable by its own user only: the server and
 * every command line tool call it first, since the journal holds password hashes, a backup archive
 * holds the journal, and uploads may be unpublished.
 */
export function keepNewFilesPrivate(): void {
  process.umask(OWNER_ONLY_UMASK);
}
