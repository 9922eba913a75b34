import {
  cardPointsCurrency,
  formatNumber,
  krisFlyerBlock,
  perPeriod,
  spendCategories,
  spendCategoryWords,
  type CardTerms,
  type SpendCategory,
} from '@sg-finance/contract';
import { formatPercent, formatSGD } from '../money.js';
import {
  CARD_CAP,
  feeFor,
  OVERSEAS,
  OWN_CAP,
  reaches,
  rewardDetail,
  welcomeReached,
  type PricedCard,
  type RewardDetail,
} from './priced-card.js';
import type { SpendProfile } from './spend-profile.js';

export type WorkingLineKind =
  | 'rate'
  | 'noEarn'
  | 'notCounted'
  | 'categoryCap'
  | 'sharedCap'
  | 'monthlyCap'
  | 'minimumSpend'
  | 'spendTier'
  | 'fee'
  | 'feeWaived'
  | 'welcome'
  | 'welcomeMissed'
  | 'welcomeNotForYou'
  | 'fxFee'
  | 'conversionFee'
  | 'conversionShared';

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
  /** One conversion of the card's points a year; 0 when another card of the pool pays it. */
  conversionFeeSGD: number;
}

/** How the card's points are converted in a set of cards. */
export interface ConversionShare {
  /** An earlier card of the set pools its points with this one's and pays the conversion fee. */
  convertsWith?: boolean;
}

function rateText(terms: CardTerms, unitsPerDollar: number): string {
  if (terms.rewardType === 'cashback') return formatPercent(unitsPerDollar * 100);
  return `${formatNumber(unitsPerDollar)} ${terms.rewardType ?? 'points'} per S$1`;
}

function rewardText(terms: CardTerms, units: number): string {
  if (terms.rewardType === 'cashback') return formatSGD(units);
  return `${formatNumber(Math.round(units))} ${terms.rewardType ?? 'points'}`;
}

const label = (category: SpendCategory) => {
  const word = spendCategoryWords[category];
  return word.charAt(0).toUpperCase() + word.slice(1);
};

function wordList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** The categories, by index, that have spend and satisfy `test`. */
function categoriesWith(profile: SpendProfile, test: (index: number) => boolean) {
  return spendCategories.filter((category, index) => profile[category] > 0 && test(index));
}

/** Lines on what counts toward the minimum spend, and whether it is met or a tier reached. */
function countingLines(
  terms: CardTerms,
  card: PricedCard,
  profile: SpendProfile,
  detail: RewardDetail,
): WorkingLine[] {
  const lines: WorkingLine[] = [];
  const period = perPeriod(terms);
  const counted = formatSGD(detail.counted);
  const countingMatters =
    card.minMonthlySpend > 0 ||
    card.tiers.length > 0 ||
    card.feeWaiverSpend !== Infinity ||
    (card.welcomeSGD > 0 && card.welcomeMinSpend > 0);
  const notCounted = categoriesWith(profile, (index) => card.counts[index] === 0);
  if (countingMatters && notCounted.length > 0) {
    const amount = notCounted.reduce((sum, category) => sum + profile[category], 0);
    lines.push({
      kind: 'notCounted',
      text: `Your ${formatSGD(amount)} a month of ${wordList(notCounted.map((category) => spendCategoryWords[category]))} does not count toward the card's spend conditions: ${counted} ${period} counts`,
    });
  }
  if (card.minMonthlySpend > 0) {
    const minimum = formatSGD(card.minMonthlySpend);
    lines.push({
      kind: 'minimumSpend',
      text: detail.bonusOpen
        ? `Your counted spend of ${counted} ${period} meets the ${minimum} minimum spend for bonus rates`
        : `Your counted spend of ${counted} ${period} is below the ${minimum} minimum spend: no bonus rate applies, every category earns ${rateText(terms, detail.baseRate)}`,
    });
  }
  const tier = card.tiers[detail.tier];
  if (tier) {
    lines.push({
      kind: 'spendTier',
      text: `Your counted spend of ${counted} ${period} reaches the ${formatSGD(tier.minSpend)} tier: ${rateText(terms, detail.baseRate)} on every S$ without a higher bonus rate${tier.rewardCap === Infinity ? '' : `, at most ${rewardText(terms, tier.rewardCap)} ${period}`}`,
    });
  } else if (card.tiers[0]) {
    lines.push({
      kind: 'spendTier',
      text: reaches(detail.counted, card.tiers[0].minSpend)
        ? `The base rate of ${rateText(terms, card.base)} pays more than any spend tier your ${counted} ${period} reaches, within its cap`
        : `Your counted spend of ${counted} ${period} is below the first spend tier of ${formatSGD(card.tiers[0].minSpend)}: the base rate of ${rateText(terms, card.base)} applies`,
    });
  }
  return lines;
}

/** A line per category with spend: what earns at which rate, and the caps that stopped it. */
function categoryLines(
  terms: CardTerms,
  card: PricedCard,
  profile: SpendProfile,
  detail: RewardDetail,
): WorkingLine[] {
  const lines: WorkingLine[] = [];
  const period = perPeriod(terms);
  const capsUsedUp = new Set<number>();
  spendCategories.forEach((category, index) => {
    const spend = profile[category];
    if (spend <= 0) return;
    if (card.earns[index] === 0) {
      lines.push({
        kind: 'noEarn',
        text: `${label(category)}: your ${formatSGD(spend)} a month earns nothing on this card`,
      });
      return;
    }
    const earning = detail.earning[index] as number;
    const atBonus = detail.bonusSpend[index] as number;
    const atBase = earning - atBonus;
    const bonusRate = card.bonus[index] as number;
    const units = atBonus * bonusRate + atBase * detail.baseRate;
    const blocks =
      earning < spend
        ? `, ${formatSGD(earning)} of it in whole S$${formatNumber(card.block)} blocks`
        : '';
    const parts = [
      { amount: atBonus, rate: bonusRate },
      { amount: atBase, rate: detail.baseRate },
    ].filter((part) => part.amount > 0);
    const [only] = parts;
    const how =
      parts.length === 1 && only && only.amount === spend
        ? ` at ${rateText(terms, only.rate)}`
        : `${blocks}${parts.length > 0 ? ': ' : ''}${parts
            .map((part) => `${formatSGD(part.amount)} at ${rateText(terms, part.rate)}`)
            .join(', then ')}`;
    lines.push({
      kind: 'rate',
      text: `${label(category)}: your ${formatSGD(spend)} a month${how} = ${rewardText(terms, units)} a month`,
      yearlySGD: 12 * units * card.unitValueSGD,
    });
    const bonusWanted = detail.bonusOpen && bonusRate > detail.baseRate;
    const limitedBy = detail.limitedBy[index] as number;
    if (!bonusWanted || atBase <= 0) return;
    if (limitedBy === OWN_CAP) {
      lines.push({
        kind: 'categoryCap',
        text: `${label(category)}: cap reached after ${formatSGD(atBonus)} of spend ${period}`,
      });
    } else if (limitedBy === CARD_CAP && !capsUsedUp.has(CARD_CAP)) {
      capsUsedUp.add(CARD_CAP);
      lines.push({
        kind: 'categoryCap',
        text: `The card's bonus spend cap of ${formatSGD(card.monthlyBonusSpendCap)} ${period} is used up`,
      });
    } else if (limitedBy >= 0 && !capsUsedUp.has(limitedBy)) {
      capsUsedUp.add(limitedBy);
      const shared = card.sharedCaps[limitedBy];
      const members = spendCategories.filter((_, member) => shared?.members[member] === 1);
      const amount = shared?.onReward
        ? rewardText(terms, shared.amount)
        : `${formatSGD(shared?.amount ?? 0)} of bonus spend`;
      lines.push({
        kind: 'sharedCap',
        text: `The cap of ${amount} ${period} shared by ${wordList(members.map((member) => spendCategoryWords[member]))} is used up`,
      });
    }
  });
  return lines;
}

function welcomeLines(
  terms: CardTerms,
  card: PricedCard,
  counted: number,
): { lines: WorkingLine[]; welcomeSGD: number } {
  if (card.welcomeNotForYou) {
    return {
      lines: [
        {
          kind: 'welcomeNotForYou',
          text:
            card.welcomeReasons.length > 0
              ? `Welcome offer not for you, not counted: ${card.welcomeReasons.join('; ')}`
              : 'Welcome offer for new customers of the bank only: not counted, as you hold a card of this bank',
        },
      ],
      welcomeSGD: 0,
    };
  }
  if (card.welcomeSGD <= 0) return { lines: [], welcomeSGD: 0 };
  const needed = formatSGD(card.welcomeMinSpend);
  const days = formatNumber(Math.round(card.welcomeMonths * 30));
  const yours = formatSGD(counted * card.welcomeMonths);
  if (welcomeReached(card, counted)) {
    return {
      lines: [
        {
          kind: 'welcome',
          text: `Welcome offer worth ${formatSGD(card.welcomeSGD)}${card.welcomeMinSpend > 0 ? `: your ${formatSGD(counted)} a month comes to ${yours} in ${days} days, reaching the ${needed} it needs` : ''}`,
          yearlySGD: card.welcomeSGD,
        },
      ],
      welcomeSGD: card.welcomeSGD,
    };
  }
  return {
    lines: [
      {
        kind: 'welcomeMissed',
        text: `Welcome offer not reached: it needs ${needed} of spend in ${days} days, and your ${formatSGD(counted)} a month comes to ${yours}`,
      },
    ],
    welcomeSGD: 0,
  };
}

function feeLine(terms: CardTerms, card: PricedCard, counted: number): WorkingLine | undefined {
  const annualFee = terms.annualFee ?? 0;
  const fee = feeFor(card, counted);
  const yearly = formatSGD(12 * counted);
  const waiver = formatSGD(card.feeWaiverSpend);
  if (fee > 0) {
    return {
      kind: 'fee',
      text:
        card.feeWaiverSpend === Infinity
          ? `Annual fee ${formatSGD(fee)}`
          : `Annual fee ${formatSGD(fee)}: waived only with ${waiver} of spend a year, and your counted spend comes to ${yearly}`,
      yearlySGD: -fee,
    };
  }
  if (annualFee <= 0) return undefined;
  return {
    kind: 'feeWaived',
    text:
      card.feeSGD === 0
        ? `Annual fee of ${formatSGD(annualFee)} waived in year one`
        : `Annual fee of ${formatSGD(annualFee)} waived: your counted spend comes to ${yearly} a year, at least the ${waiver} it needs`,
    yearlySGD: 0,
  };
}

/** The line of converting the card's points once a year, for a card that names its currency. */
function conversionLine(
  terms: CardTerms,
  card: PricedCard,
  share: ConversionShare,
): WorkingLine | undefined {
  const currency = cardPointsCurrency(terms);
  if (!currency) return undefined;
  if (share.convertsWith) {
    return {
      kind: 'conversionShared',
      text: `${currency.name} of your cards pool: converted together with another card’s, for one fee`,
      yearlySGD: 0,
    };
  }
  const block = krisFlyerBlock(currency);
  const blockText = `${formatNumber(block.points)} ${currency.name} give ${formatNumber(block.miles)} ${block.programme} miles`;
  return {
    kind: 'conversionFee',
    text:
      card.conversionFeeSGD > 0
        ? `Converting ${currency.name} to ${block.programme} miles once a year (${blockText}): fee ${formatSGD(card.conversionFeeSGD)}`
        : `Converting ${currency.name} to ${block.programme} miles (${blockText}): no fee`,
    yearlySGD: -card.conversionFeeSGD,
  };
}

/**
 * A card's value in year one for a spend profile, with the working in the visitor's own figures:
 * what counts toward the spend conditions, the tier reached, the rate applied to each category,
 * caps reached, the fee or its waiver, the welcome offer and the fee on overseas spend. Agrees
 * with `yearlyValue` to the cent.
 */
export function cardWorking(
  terms: CardTerms,
  card: PricedCard,
  profile: SpendProfile,
  share: ConversionShare = {},
): { value: CardValue; lines: WorkingLine[] } {
  const spend = spendCategories.map((category) => profile[category]);
  const detail = rewardDetail(card, spend);
  const lines = [
    ...countingLines(terms, card, profile, detail),
    ...categoryLines(terms, card, profile, detail),
  ];
  if (detail.reward < detail.uncapped) {
    lines.push({
      kind: 'monthlyCap',
      text: `Cap of ${rewardText(terms, detail.rewardCap)} ${perPeriod(terms)} reached: the reward is ${rewardText(terms, detail.reward)} a month`,
      yearlySGD: 12 * (detail.reward - detail.uncapped) * card.unitValueSGD,
    });
  }
  const rewardsSGD = 12 * detail.reward * card.unitValueSGD;

  const welcome = welcomeLines(terms, card, detail.counted);
  lines.push(...welcome.lines);
  const fee = feeLine(terms, card, detail.counted);
  if (fee) lines.push(fee);
  const feeSGD = feeFor(card, detail.counted);

  const fxFeeSGD = 12 * (spend[OVERSEAS] as number) * card.fxFee;
  if (fxFeeSGD > 0) {
    lines.push({
      kind: 'fxFee',
      text: `Foreign currency fee of ${formatPercent(card.fxFee * 100)} on your ${formatSGD(profile.overseas)} a month overseas`,
      yearlySGD: -fxFeeSGD,
    });
  }

  const conversion = conversionLine(terms, card, share);
  if (conversion) lines.push(conversion);
  const conversionFeeSGD = share.convertsWith ? 0 : card.conversionFeeSGD;

  return {
    value: {
      netSGD: rewardsSGD + welcome.welcomeSGD - feeSGD - fxFeeSGD - conversionFeeSGD,
      rewardsSGD,
      welcomeSGD: welcome.welcomeSGD,
      feeSGD,
      fxFeeSGD,
      conversionFeeSGD,
    },
    lines,
  };
}
