import { RE2JS } from 're2js';
import { CommandError, badValue } from '../errors.js';

/** Compiled patterns by source and flags: a query tests the same pattern against every document. */
const compiled = new Map<string, RE2JS>();
const MAX_CACHED = 256;

function re2Flags(flags: string): number {
  let result = 0;
  for (const flag of flags) {
    if (flag === 'i') result |= RE2JS.CASE_INSENSITIVE;
    else if (flag === 'm') result |= RE2JS.MULTILINE;
    // MongoDB's `s` (dot matches newline) arrives as JS `s`, or as `g` from a BSON regex value.
    else if (flag === 's' || flag === 'g') result |= RE2JS.DOTALL;
    else if (flag !== 'u') throw badValue(`invalid flag in regex options: ${flag}`);
  }
  return result;
}

/**
 * Compiles a pattern for RE2's linear-time matcher, so no pattern can backtrack for minutes the
 * way `^(a+)+$` does in a backtracking engine. Backreferences and lookaround, which need
 * backtracking, are refused with MongoDB's invalid-regex error.
 */
export function linearPattern(source: string, flags: string): RE2JS {
  const key = `${flags}/${source}`;
  const cached = compiled.get(key);
  if (cached) return cached;
  let pattern: RE2JS;
  try {
    pattern = RE2JS.compile(source, re2Flags(flags));
  } catch (error) {
    if (error instanceof CommandError) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw new CommandError(
      'Location51091',
      `Regular expression is invalid: ${reason}; the embedded database matches in linear time and does not support backreferences or lookaround`,
    );
  }
  if (compiled.size >= MAX_CACHED) compiled.delete(compiled.keys().next().value as string);
  compiled.set(key, pattern);
  return pattern;
}

export function linearRegExp(regex: RegExp): RE2JS {
  return linearPattern(regex.source, regex.flags);
}

/** True when `value` is a string with a match of `regex` anywhere in it. */
export function regexMatches(regex: RegExp, value: unknown): boolean {
  return typeof value === 'string' && linearRegExp(regex).matcher(value).find();
}

/**
 * A RegExp whose `test` and `exec` run on RE2, for code (mingo's `$all`) that calls them on a
 * RegExp it was given.
 */
export class LinearRegExp extends RegExp {
  private readonly linear: RE2JS;

  constructor(regex: RegExp) {
    super(regex.source, regex.flags.replace('g', ''));
    this.linear = linearRegExp(regex);
  }

  override test(value: string): boolean {
    return this.linear.matcher(value).find();
  }

  override exec(value: string): RegExpExecArray | null {
    const matcher = this.linear.matcher(value);
    if (!matcher.find()) return null;
    const groups: string[] = [];
    for (let group = 0; group <= matcher.groupCount(); group += 1) {
      groups.push(matcher.group(group) as string);
    }
    const result = groups as unknown as RegExpExecArray;
    result.index = matcher.start();
    result.input = value;
    return result;
  }
}
