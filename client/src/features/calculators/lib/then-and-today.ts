import { formatSGD, rankCards, type SpendProfile } from '@sg-finance/finance';
import type { CardTerms } from '@sg-finance/contract';
import { formatDate } from '../../../lib/dates';

export type RankOptions = Parameters<typeof rankCards>[2];

/** What the best card of a catalogue pays this profile a year, or undefined when none ranks. */
export function bestYearlyValue(
  cards: readonly { terms?: CardTerms; category?: string }[],
  profile: SpendProfile,
  options: RankOptions,
): number | undefined {
  return rankCards(cards, profile, options).ranked[0]?.netSGD;
}

/**
 * What changed for a profile between the end of `day` and today, in a sentence: the best card's
 * yearly value under each day's terms.
 */
export function thenAndTodaySentence(
  day: string,
  then: number | undefined,
  today: number | undefined,
): string {
  const on = formatDate(day);
  if (then !== undefined && today !== undefined) {
    return `This profile earned ${formatSGD(then)} a year on ${on} and ${formatSGD(today)} today.`;
  }
  if (then !== undefined) {
    return `This profile earned ${formatSGD(then)} a year on ${on}; today no card is ranked for it.`;
  }
  if (today !== undefined) {
    return `No card was ranked for this profile on ${on}; today it earns ${formatSGD(today)} a year.`;
  }
  return `No card is ranked for this profile on ${on} or today.`;
}
