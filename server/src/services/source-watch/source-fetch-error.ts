/** A source page the watch could not read, with the words an administrator sees. */
export class SourceFetchError extends Error {
  override name = 'SourceFetchError';
}
