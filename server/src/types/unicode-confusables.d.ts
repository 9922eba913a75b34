// The package ships its declarations under a name TypeScript does not look for (`index.ts.d`).
declare module 'unicode-confusables' {
  /** Each character replaced by the one Unicode's confusables list (UTS #39) says it looks like. */
  export function rectifyConfusion(input: string): string;
}
