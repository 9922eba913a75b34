import { formatMoney } from '../money-text.js';
import { formatNumber } from '../number-text.js';
import type { TermValue } from '../terms/term-field.js';
import type { Unit } from '../units.js';

/** What follows a number of a unit, and after exactly 1. */
const unitWords: Record<Exclude<Unit, 'SGD' | 'SGD/month' | 'SGD/year'>, [string, string]> = {
  percent: ['%', '%'],
  'percent/year': ['% a year', '% a year'],
  days: [' days', ' day'],
  months: [' months', ' month'],
  years: [' years', ' year'],
  miles: [' miles', ' mile'],
  points: [' points', ' point'],
  'miles/SGD': [' miles per S$1', ' mile per S$1'],
  'points/SGD': [' points per S$1', ' point per S$1'],
};

/** 'Personal accident' from 'personal-accident': a fixed choice of the terms as a word. */
function choiceText(text: string): string {
  const words = text.replace(/-/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A figure of the terms as a change shows it: 'S$350', 'S$30 a month', '1.5%', '2 miles per S$1'. */
export function termValueText(value: TermValue): string {
  if ('text' in value) return choiceText(value.text);
  const { unit } = value;
  if (unit === 'SGD') return formatMoney(value.value);
  if (unit === 'SGD/month') return `${formatMoney(value.value)} a month`;
  if (unit === 'SGD/year') return `${formatMoney(value.value)} a year`;
  const [plural, singular] = unitWords[unit];
  return `${formatNumber(value.value)}${value.value === 1 ? singular : plural}`;
}
