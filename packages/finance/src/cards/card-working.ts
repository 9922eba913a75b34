import { spendCategories, type CardTerms } from '@sg-finance/contract';
import { formatNumber, formatPercent, formatSGD } from '../money.js';
import {
  bonusSpendOf,
  monthlyReward,
  OVERSEAS,
  welcomeReached,
  type PricedCard,
} from './priced-card.js';
import { totalMonthlySpend, type SpendProfile } from './spend-profile.js';

export type WorkingLineKind =
  | 'rate'
  | 'categoryCap'
  | 'monthlyCap'
  | 'minimumSpend'
  | 'fee'
  | 'feeWaived'
  | 'welcome'
  | 'welcomeMissed'
  | 'fxFee';

/** One line of how a card's value was worked out; `yearlySGD` is what it adds (or costs). */
export interface WorkingLine {
  kind: WorkingLineKind;
  text: string;
  yearlySGD?: number;
}

export interface CardValue {
  /** Rewards plus the welcome offer (when counted and reached), less fees: S$ in year one. */
  netSGD: number;
  rewardsSGD: number;
  welcomeSGD: number;
  feeSGD: number;
  fxFeeSGD: number;
}

function rateText(terms: CardTerms, unitsPerDollar: number): string {
  if (terms.rewardType === 'cashback') return formatPercent(unitsPerDollar * 100);
  return `${formatNumber(unitsPerDollar)} ${terms.rewardType ?? 'points'} per S$1`;
}

function rewardText(terms: CardTerms, units: number): string {
  if (terms.rewardType === 'cashback') return formatSGD(units);
  return `${formatNumber(Math.round(units))} ${terms.rewardType ?? 'points'}`;
}

const label = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

function categoryLines(
  terms: CardTerms,
  card: PricedCard,
  profile: SpendProfile,
  bonusSpend: Float64Array,
  minimumMet: boolean,
): WorkingLine[] {
  const lines: WorkingLine[] = [];
  spendCategories.forEach((category, index) => {
    const spend = profile[category];
    if (spend <= 0) return;
    const atBonus = bonusSpend[index] as number;
    const atBase = spend - atBonus;
    const units = atBonus * (card.bonus[index] as number) + atBase * card.base;
    const parts = [
      atBonus > 0 ? `${formatSGD(atBonus)} at ${rateText(terms, card.bonus[index] as number)}` : '',
      atBase > 0 ? `${formatSGD(atBase)} at ${rateText(terms, card.base)}` : '',
    ].filter((part) => part !== '');
    lines.push({
      kind: 'rate',
      text: `${label(category)}: ${parts.join(', then ')} a month = ${rewardText(terms, units)} a month`,
      yearlySGD: 12 * units * card.unitValueSGD,
    });
    const bonusWanted = minimumMet && (card.bonus[index] as number) > card.base;
    if (bonusWanted && atBase > 0) {
      const capOfCategory = atBonus >= (card.bonusSpendLimit[index] as number);
      lines.push({
        kind: 'categoryCap',
        text: capOfCategory
          ? `${label(category)}: cap reached after ${formatSGD(atBonus)} of spend a month`
          : `${label(category)}: the monthly bonus spend cap of ${formatSGD(card.monthlyBonusSpendCap)} is used up`,
      });
    }
  });
  return lines;
}

/**
 * A card's value in year one for a spend profile, with the working: the rate applied to each
 * category, caps reached, a minimum spend not met, the fee or its waiver, the welcome offer and
 * the fee on overseas spend. Agrees with `yearlyValue` to the cent.
 */
export function cardWorking(
  terms: CardTerms,
  card: PricedCard,
  profile: SpendProfile,
): { value: CardValue; lines: WorkingLine[] } {
  const spend = spendCategories.map((category) => profile[category]);
  const total = totalMonthlySpend(profile);
  const minimumMet = total >= card.minMonthlySpend;
  const lines: WorkingLine[] = [];
  if (!minimumMet) {
    lines.push({
      kind: 'minimumSpend',
      text: `Minimum spend of ${formatSGD(card.minMonthlySpend)} a month not met (${formatSGD(total)}): every category earns the base rate of ${rateText(terms, card.base)}`,
    });
  }
  lines.push(...categoryLines(terms, card, profile, bonusSpendOf(card, spend, total), minimumMet));

  const monthly = monthlyReward(card, spend);
  if (monthly >= card.monthlyRewardCap) {
    const uncappedSGD = lines.reduce((sum, line) => sum + (line.yearlySGD ?? 0), 0);
    lines.push({
      kind: 'monthlyCap',
      text: `Monthly cap of ${rewardText(terms, card.monthlyRewardCap)} reached: the reward is ${rewardText(terms, monthly)} a month`,
      yearlySGD: 12 * monthly * card.unitValueSGD - uncappedSGD,
    });
  }
  const rewardsSGD = 12 * monthly * card.unitValueSGD;

  let welcomeSGD = 0;
  if (card.welcomeSGD > 0) {
    const window = formatSGD(card.welcomeMinSpend);
    if (welcomeReached(card, total)) {
      welcomeSGD = card.welcomeSGD;
      lines.push({
        kind: 'welcome',
        text: `Welcome offer worth ${formatSGD(welcomeSGD)}${card.welcomeMinSpend > 0 ? ` (spend of ${window} reached)` : ''}`,
        yearlySGD: welcomeSGD,
      });
    } else {
      lines.push({
        kind: 'welcomeMissed',
        text: `Welcome offer not reached: it needs ${window} of spend in ${formatNumber(Math.round(card.welcomeMonths * 30))} days`,
      });
    }
  }

  const annualFee = terms.annualFee ?? 0;
  if (card.feeSGD > 0) {
    lines.push({
      kind: 'fee',
      text: `Annual fee ${formatSGD(card.feeSGD)}`,
      yearlySGD: -card.feeSGD,
    });
  } else if (annualFee > 0) {
    lines.push({
      kind: 'feeWaived',
      text: `Annual fee of ${formatSGD(annualFee)} waived in year one`,
      yearlySGD: 0,
    });
  }

  const fxFeeSGD = 12 * (spend[OVERSEAS] as number) * card.fxFee;
  if (fxFeeSGD > 0) {
    lines.push({
      kind: 'fxFee',
      text: `Foreign currency fee of ${formatPercent(card.fxFee * 100)} on ${formatSGD(profile.overseas)} a month overseas`,
      yearlySGD: -fxFeeSGD,
    });
  }

  return {
    value: {
      netSGD: rewardsSGD + welcomeSGD - card.feeSGD - fxFeeSGD,
      rewardsSGD,
      welcomeSGD,
      feeSGD: card.feeSGD,
      fxFeeSGD,
    },
    lines,
  };
}
