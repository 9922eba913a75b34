import { evalExpr } from 'mingo/core';
import * as queryOperators from 'mingo/operators/query';
import type { AnyObject, Options } from 'mingo/types';
import { resolve } from 'mingo/util';
import { isPlainObject } from '../bson/values.js';
import { badValue } from '../errors.js';
import { LinearRegExp, linearPattern, regexMatches } from './linear-regex.js';
import { anchoredLiteral } from './regex-prefix.js';

/** True when the value, or any item of it (arrays one level deep), passes `test`. */
function anyItem(value: unknown, test: (item: unknown) => boolean): boolean {
  if (!Array.isArray(value)) return test(value);
  return value.some((item) => test(item) || (Array.isArray(item) && item.some(test)));
}

/** True when the value, or any string in it (arrays one level deep), matches. */
export function anyMatches(regex: RegExp, value: unknown): boolean {
  return anyItem(value, (item) => regexMatches(regex, item));
}

/**
 * `{ field: /re/ }` and `{ field: { $regex, $options } }` (mingo has made the RegExp by now). A
 * pattern that is an anchored text alone (`/^cash/`, as a search by the start of words sends) is
 * tested with `startsWith`, which answers the same without running a matcher per string.
 */
function $regex(selector: string, value: unknown, _options: Options) {
  if (!(value instanceof RegExp)) throw badValue('$regex has to be a string');
  const regex = new LinearRegExp(value);
  const literal = anchoredLiteral(value.source, value.flags);
  const test =
    literal === undefined
      ? (item: unknown) => regexMatches(regex, item)
      : (item: unknown) => typeof item === 'string' && item.startsWith(literal);
  return (document: AnyObject): boolean =>
    anyItem(resolve(document, selector, { unwrapArray: true }), test);
}

/** mingo's `$all`, with its regular expressions run in linear time. */
function $all(selector: string, value: unknown, options: Options) {
  const values = Array.isArray(value)
    ? value.map((item: unknown) => (item instanceof RegExp ? new LinearRegExp(item) : item))
    : value;
  return queryOperators.$all(selector, values, options);
}

export const linearRegexQueryOperators = { $regex, $all };

interface RegexMatch {
  match: string;
  idx: number;
  captures: (string | null)[];
}

/** Evaluates `{ input, regex, options }` and answers its matches (the first only unless `all`). */
function regexSearch(document: AnyObject, expr: unknown, options: Options, all: boolean) {
  const spec: unknown = evalExpr(document, expr, options);
  if (!isPlainObject(spec)) throw badValue('$regexFind needs an object with input and regex');
  const { input, regex } = spec;
  const flags = (regex instanceof RegExp ? regex.flags : '') + String(spec.options ?? '');
  const source = regex instanceof RegExp ? regex.source : regex;
  if (typeof source !== 'string')
    throw badValue("$regexFind needs 'regex' to be a string or regex");
  const matches: RegexMatch[] = [];
  if (typeof input !== 'string') return matches;
  const matcher = linearPattern(source, flags).matcher(input);
  while (matcher.find()) {
    const captures: (string | null)[] = [];
    for (let group = 1; group <= matcher.groupCount(); group += 1) {
      captures.push(matcher.group(group));
    }
    matches.push({ match: matcher.group() as string, idx: matcher.start(), captures });
    if (!all) break;
  }
  return matches;
}

export const linearRegexExpressionOperators = {
  $regexMatch: (document: AnyObject, expr: unknown, options: Options) =>
    regexSearch(document, expr, options, false).length > 0,
  $regexFind: (document: AnyObject, expr: unknown, options: Options) =>
    regexSearch(document, expr, options, false)[0] ?? null,
  $regexFindAll: (document: AnyObject, expr: unknown, options: Options) =>
    regexSearch(document, expr, options, true),
};
