export const excerptLength = 150;

/** The first 150 characters of a post's description followed by an ellipsis. */
export function excerpt(description: string | undefined): string {
  return `${(description ?? '').slice(0, excerptLength)}...`;
}
