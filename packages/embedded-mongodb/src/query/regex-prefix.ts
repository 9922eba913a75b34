import { isPlainObject } from '../bson/values.js';

/** Characters with a meaning of their own in a pattern; an escaped one stands for itself. */
const SPECIAL = new Set([...'\\.^$|?*+()[]{}']);
/** Quantifiers that let the character before them be absent. */
const OPTIONAL = new Set(['?', '*', '{']);

/**
 * The literal text every match of a pattern starts with, when the pattern is anchored at the
 * start of the string ("cash" for /^cash/, "a.b" for /^a\.b?c/), as MongoDB reads an anchored
 * regular expression to scan an index range. Undefined when a match may start elsewhere or with
 * other text: no leading `^`, an alternation, case-insensitive or multi-line flags, or nothing
 * literal after the anchor.
 */
export function anchoredPrefix(source: string, flags: string): string | undefined {
  if (!source.startsWith('^') || /[imx]/.test(flags)) return undefined;
  if (/(?<!\\)(?:\\\\)*\|/.test(source)) return undefined;
  const characters = [...source.slice(1)];
  let prefix = '';
  for (let position = 0; position < characters.length; position += 1) {
    let character = characters[position] as string;
    if (character === '\\') {
      const escaped = characters[position + 1];
      if (escaped === undefined || !SPECIAL.has(escaped)) break;
      character = escaped;
      position += 1;
    } else if (SPECIAL.has(character)) {
      break;
    }
    if (OPTIONAL.has(characters[position + 1] ?? '')) break;
    prefix += character;
  }
  return prefix === '' ? undefined : prefix;
}

/**
 * The text a pattern matches at the start of a string when the pattern is that text alone
 * ("cash" for /^cash/, "1.5" for /^1\.5/), so a test of it is `startsWith`; otherwise undefined.
 */
export function anchoredLiteral(source: string, flags: string): string | undefined {
  if (!/^[gsu]*$/.test(flags)) return undefined;
  const prefix = anchoredPrefix(source, flags);
  if (prefix === undefined) return undefined;
  const written = [...prefix].map((character) =>
    SPECIAL.has(character) ? `\\${character}` : character,
  );
  return source === `^${written.join('')}` ? prefix : undefined;
}

export interface Pattern {
  source: string;
  flags: string;
}

/** The pattern of `{ f: /re/ }` or `{ f: { $regex, $options } }`, or undefined for anything else. */
export function regexCondition(condition: unknown): Pattern | undefined {
  if (condition instanceof RegExp) return { source: condition.source, flags: condition.flags };
  if (!isPlainObject(condition)) return undefined;
  const { $regex: pattern, $options: options = '', ...rest } = condition;
  if (Object.keys(rest).length > 0 || typeof options !== 'string') return undefined;
  if (pattern instanceof RegExp) return { source: pattern.source, flags: pattern.flags + options };
  if (typeof pattern === 'string') return { source: pattern, flags: options };
  return undefined;
}
