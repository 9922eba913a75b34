/** Whether MongoDB refused a write because a unique index already holds its key (code 11000). */
export function isDuplicateKeyError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000
  );
}
