import type { Unit } from '../units.js';

/** A figure as a comparison shows it: a number in a unit, or a word such as 'miles'. */
export type TermValue = { value: number; unit: Unit } | { text: string };

/**
 * One row of a kind's terms as compare tables and list cards show it. `better` says which end
 * wins when products are lined up; values are compared only when their units agree.
 */
export interface TermField<Terms> {
  key: string;
  better?: 'lower' | 'higher';
  value(terms: Terms): TermValue | undefined;
  /**
   * For a figure worked out from other terms, the part of the terms that is its own: the
   * catalogue's changes tell the figure only when that part changed, as the other terms are told
   * themselves (a category's rate moves with the base rate). Absent: told whenever it changes.
   */
  own?(terms: Terms): unknown;
}

/** A term a list can be sorted by: `sort=name` ascending, `sort=-name` descending. */
export interface TermSort<Terms> {
  name: string;
  /** The figure the list is ordered by; undefined sorts the listing last either way. */
  value(terms: Terms): number | undefined;
}

/** A need filter of a list page, given as a plain query parameter. */
export type TermFilter =
  | {
      name: string;
      /** Keeps listings whose term equals the given value. */
      kind: 'equals';
      term: string;
      values: readonly [string, ...string[]];
    }
  | {
      name: string;
      /** Keeps listings whose term is at most the given number. */
      kind: 'atMost';
      term: string;
    };

export function figure(value: number | undefined, unit: Unit): TermValue | undefined {
  return value === undefined ? undefined : { value, unit };
}

export function word(text: string | undefined): TermValue | undefined {
  return text === undefined ? undefined : { text };
}

/**
 * The figure a list card leads with: the product's best figure (the most a S$ earns, the lowest
 * cost) and what it takes to get it, so a visitor scanning a list sees what each product is for.
 */
export interface TermHeadline {
  figure: { value: number; unit: Unit };
  /** Said before the figure: 'up to' a best rate that not every S$ earns, 'from' a lowest cost. */
  qualifier?: 'up to' | 'from';
  /** What the figure needs, in words from the terms: 'online, first S$1,500 a month'. */
  condition?: string;
}
