import { formatMoney, formatNumber, type TermValue, type Unit } from '@sg-finance/contract';
import { termOptionLabel } from './term-labels';

/** What is written before and after a number of a unit: 'S$' 1,200 'a month'. */
export interface UnitAffixes {
  prefix?: string;
  suffix?: string;
  /** The suffix after exactly 1: '1 year', not '1 years'. */
  singular?: string;
}

const unitAffixes: Record<Unit, UnitAffixes> = {
  SGD: { prefix: 'S$' },
  'SGD/month': { prefix: 'S$', suffix: 'a month' },
  'SGD/year': { prefix: 'S$', suffix: 'a year' },
  percent: { suffix: '%' },
  'percent/year': { suffix: '% a year' },
  days: { suffix: 'days', singular: 'day' },
  months: { suffix: 'months', singular: 'month' },
  years: { suffix: 'years', singular: 'year' },
  miles: { suffix: 'miles', singular: 'mile' },
  points: { suffix: 'points', singular: 'point' },
  'miles/SGD': { suffix: 'miles per S$1', singular: 'mile per S$1' },
  'points/SGD': { suffix: 'points per S$1', singular: 'point per S$1' },
};

export function affixesOf(unit: Unit): UnitAffixes {
  return unitAffixes[unit];
}

export interface FormatOptions {
  /** Leaves out 'a year' or 'a month' where the label already says it ('Annual fee'). */
  withoutPeriod?: boolean;
  /** Said after a percentage, e.g. 'cashback'. */
  percentSuffix?: string;
}

/** A figure as a visitor reads it: 'S$196.20 a year', '1.2 miles per S$1', '4.05% a year'. */
export function formatTermValue(value: TermValue, options: FormatOptions = {}): string {
  if ('text' in value) return termOptionLabel(value.text);
  const { prefix, suffix, singular } = affixesOf(value.unit);
  if (prefix === 'S$') {
    const money = formatMoney(value.value);
    return suffix && !options.withoutPeriod ? `${money} ${suffix}` : money;
  }
  const number = formatNumber(value.value);
  if (value.unit === 'percent' && options.percentSuffix) {
    return `${number}% ${options.percentSuffix}`;
  }
  if (suffix === undefined) return number;
  if (suffix.startsWith('%')) return `${number}${suffix}`;
  return `${number} ${value.value === 1 && singular ? singular : suffix}`;
}
