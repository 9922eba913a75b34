/** The longest line of a name beside a chart's bar, so a phone shows whole names. */
const LINE_LENGTH = 16;

/** A name in lines of whole words of at most 16 characters (a longer word keeps a line alone). */
export function nameLines(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= LINE_LENGTH) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else lines.push(word);
  }
  return lines;
}
