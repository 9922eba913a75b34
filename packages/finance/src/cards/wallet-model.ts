import {
  CATEGORY_COUNT,
  feeFor,
  OVERSEAS,
  conversionFeesPaid,
  reaches,
  welcomeReached,
  type PricedCard,
} from './priced-card.js';
import type { MixedIntegerProgram } from './wallet-solver.js';

/** Builds a `MixedIntegerProgram` a column and a row at a time. */
class ProgramBuilder {
  readonly program: MixedIntegerProgram = {
    colCost: [],
    colLower: [],
    colUpper: [],
    integer: [],
    branchPriority: [],
    rowLower: [],
    rowUpper: [],
    rowStarts: [0],
    rowColumns: [],
    rowValues: [],
    offset: 0,
  };

  column(lower: number, upper: number, cost = 0, integer = false, branchPriority = 0): number {
    const { program } = this;
    program.colLower.push(lower);
    program.colUpper.push(upper);
    program.colCost.push(cost);
    program.integer.push(integer);
    program.branchPriority.push(branchPriority);
    return program.colCost.length - 1;
  }

  /** A binary the branch and bound branches on before any count. */
  binary(cost = 0): number {
    return this.column(0, 1, cost, true, 2);
  }

  /** `lower <= Σ coefficient × column <= upper`; repeated columns are added together. */
  row(entries: ReadonlyArray<readonly [number, number]>, lower: number, upper: number): void {
    const { program } = this;
    const merged = new Map<number, number>();
    for (const [column, coefficient] of entries) {
      merged.set(column, (merged.get(column) ?? 0) + coefficient);
    }
    for (const [column, coefficient] of merged) {
      if (coefficient === 0) continue;
      program.rowColumns.push(column);
      program.rowValues.push(coefficient);
    }
    program.rowLower.push(lower);
    program.rowUpper.push(upper);
    program.rowStarts.push(program.rowColumns.length);
  }
}

/**
 * One of the ways a card can pay, by how much counted spend its share reaches: `counted` S$ a
 * month at least, which meets the minimum spend or not, waives the fee or not, reaches the
 * welcome offer or not, and lets it pay the base rate or one spend tier reached (`rate`, with
 * the reward cap of that option).
 */
interface PayCase {
  counted: number;
  bonusOpen: boolean;
  feeSGD: number;
  welcomeSGD: number;
  rate: number;
  rewardCap: number;
}

/** Every way the card can pay given at most `countedAtMost` S$ of counted spend a month. */
function payCases(card: PricedCard, countedAtMost: number): PayCase[] {
  const thresholds = new Set([0]);
  if (card.bonusOrder.length > 0) thresholds.add(card.minMonthlySpend);
  if (card.feeSGD > 0 && card.feeWaiverSpend !== Infinity) thresholds.add(card.feeWaiverSpend / 12);
  if (card.welcomeSGD > 0) thresholds.add(card.welcomeMinSpend / card.welcomeMonths);
  for (const tier of card.tiers) thresholds.add(tier.minSpend);
  const cases: PayCase[] = [];
  for (const counted of [...thresholds].sort((a, b) => a - b)) {
    if (counted > countedAtMost) continue;
    const common = {
      counted,
      bonusOpen: reaches(counted, card.minMonthlySpend),
      feeSGD: feeFor(card, counted),
      welcomeSGD: card.welcomeSGD > 0 && welcomeReached(card, counted) ? card.welcomeSGD : 0,
    };
    cases.push({ ...common, rate: card.base, rewardCap: card.monthlyRewardCap });
    for (const tier of card.tiers) {
      if (!reaches(counted, tier.minSpend)) continue;
      cases.push({
        ...common,
        rate: Math.max(card.base, tier.rate),
        rewardCap: Math.min(card.monthlyRewardCap, tier.rewardCap),
      });
    }
  }
  return cases;
}

type Terms = Array<readonly [number, number]>;

/**
 * Adds one card to the program: its share of each category and its yearly value in the
 * objective, by the rules of `yearlyValue` made linear. The card pays in one of its `payCases`;
 * each case has its own copy of the share (a disjunctive program: the copies of the cases not
 * chosen are 0, and the share is the chosen copy), so that the linear relaxation of each card is
 * the convex hull of its cases and the solver seldom branches. In a case:
 *
 * - the counted share reaches the case's counted spend;
 * - earning S$ are the share, or whole blocks of it (an integer count of blocks), the counts of
 *   the case's categories adding up to a whole total that is branched on before them: the few
 *   S$ another card's minimum spend leaves over move from one category's blocks to the next
 *   without end, but not from the total (a near tie of 9 sets took 60 nodes and HiGHS's MIP
 *   solver each, and now about 20 nodes);
 * - bonus S$ of a category are within its earning S$, its own cap, the card's bonus spend cap
 *   and each shared cap (on S$, or on the reward at the bonus rate), and none when the minimum
 *   spend is not met;
 * - the reward a month is at most the case's rate on the earning S$ plus each bonus category's
 *   extra on its bonus S$, and at most the case's reward cap;
 * - the fee (unless waived), the welcome offer (when reached) and the FX fee on the overseas
 *   share are in the objective.
 *
 * Returns the columns of the card's share of each category, the cases' copies of it, and its
 * cases.
 */
function addCard(
  builder: ProgramBuilder,
  card: PricedCard,
  spend: Float64Array,
): { shares: number[][]; cases: CaseColumn[] } {
  const active: number[] = [];
  let countedAtMost = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const amount = spend[index] as number;
    if (amount <= 0) continue;
    active.push(index);
    if (card.counts[index] === 1) countedAtMost += amount;
  }
  const cases = payCases(card, countedAtMost);
  const single = cases.length === 1;
  const shares: number[][] = Array.from({ length: CATEGORY_COUNT }, () => []);
  const chosen = cases.map((payCase) => {
    const constant = payCase.welcomeSGD - payCase.feeSGD;
    if (!single) return builder.binary(constant);
    builder.program.offset += constant;
    return -1;
  });
  if (!single)
    builder.row(
      chosen.map((column) => [column, 1] as const),
      1,
      1,
    );

  cases.forEach((payCase, at) => {
    const choice = chosen[at] as number;
    /** `terms <= amount`, the amount scaled by the case's binary when there is one. */
    const within = (terms: Terms, amount: number) => {
      if (choice < 0) builder.row(terms, -Infinity, amount);
      else builder.row([...terms, [choice, -amount]], -Infinity, 0);
    };
    const share = new Map<number, number>();
    const earning = new Map<number, Terms>();
    /** The case's counts of blocks, with the most each can be. */
    const caseBlocks: [number, number][] = [];
    for (const index of active) {
      const amount = spend[index] as number;
      const column = builder.column(0, amount, index === OVERSEAS ? -12 * card.fxFee : 0);
      if (choice >= 0) within([[column, 1]], amount);
      share.set(index, column);
      (shares[index] as number[]).push(column);
      if (card.earns[index] === 0) continue;
      if (card.block === 0) {
        earning.set(index, [[column, 1]]);
        continue;
      }
      const blocks = builder.column(0, Math.floor(amount / card.block), 0, true);
      builder.row(
        [
          [blocks, card.block],
          [column, -1],
        ],
        -Infinity,
        0,
      );
      earning.set(index, [[blocks, card.block]]);
      caseBlocks.push([blocks, Math.floor(amount / card.block)]);
    }
    if (caseBlocks.length > 1) {
      const total = builder.column(
        0,
        caseBlocks.reduce((sum, [, most]) => sum + most, 0),
        0,
        true,
        1,
      );
      builder.row([[total, 1], ...caseBlocks.map(([blocks]) => [blocks, -1] as const)], 0, 0);
    }
    if (payCase.counted > 0) {
      const counted: Terms = active
        .filter((index) => card.counts[index] === 1)
        .map((index) => [share.get(index) as number, -1]);
      within(counted, -payCase.counted);
    }

    const bonusTerms: Terms = [];
    const bonusSpend: Terms = [];
    const bonusOf = new Map<number, number>();
    if (payCase.bonusOpen) {
      for (const index of card.bonusOrder) {
        const terms = earning.get(index);
        const extra = (card.bonus[index] as number) - payCase.rate;
        if (!terms || extra <= 0) continue;
        const amount = spend[index] as number;
        const bonus = builder.column(0, amount);
        builder.row(
          [[bonus, 1], ...terms.map(([column, value]) => [column, -value] as const)],
          -Infinity,
          0,
        );
        const own = card.bonusSpendLimit[index] as number;
        if (own < amount) within([[bonus, 1]], own);
        bonusOf.set(index, bonus);
        bonusTerms.push([bonus, -extra]);
        bonusSpend.push([bonus, 1]);
      }
    }
    if (card.monthlyBonusSpendCap !== Infinity && bonusSpend.length > 0) {
      within(bonusSpend, card.monthlyBonusSpendCap);
    }
    for (const shared of card.sharedCaps) {
      const members: Terms = [];
      for (const [index, bonus] of bonusOf) {
        if (shared.members[index] === 0) continue;
        members.push([bonus, shared.onReward ? (card.bonus[index] as number) : 1]);
      }
      if (members.length > 0) within(members, shared.amount);
    }
    const reward = builder.column(0, Infinity, 12 * card.unitValueSGD);
    const allEarning: Terms = [...earning.values()].flat();
    builder.row(
      [
        [reward, 1],
        ...allEarning.map(([column, value]) => [column, -payCase.rate * value] as const),
        ...bonusTerms,
      ],
      -Infinity,
      0,
    );
    if (payCase.rewardCap !== Infinity) within([[reward, 1]], payCase.rewardCap);
  });
  return {
    shares,
    cases: cases.map((payCase, at) => ({
      column: chosen[at] as number,
      counted: payCase.counted,
    })),
  };
}

/** One of a card's ways to pay in the program: its binary column and its counted spend. */
export interface CaseColumn {
  /** -1 when it is the card's only case. */
  column: number;
  /** The counted S$ a month the case needs, a card's `BoundLevel` counted spend. */
  counted: number;
}

/** The program whose maximum is the best split of the spend over the cards, and its columns. */
export interface WalletProgram {
  program: MixedIntegerProgram;
  /** `shareColumns[card][category]`: the columns whose sum is the card's S$ a month of it. */
  shareColumns: number[][][];
  /**
   * The row that splits each category with spend, in the categories' order: its dual value is a
   * price of each S$ a month of it, S$ a year.
   */
  spendRows: number[];
  /** `caseColumns[card]`: the card's cases. */
  caseColumns: CaseColumn[][];
}

/**
 * The best split of each category's spend a month over the cards as a mixed integer program:
 * every S$ of a category is given to one of the cards, and the objective is the cards' net
 * value in year one added up.
 */
export function walletProgram(cards: readonly PricedCard[], spend: Float64Array): WalletProgram {
  const builder = new ProgramBuilder();
  const added = cards.map((card) => addCard(builder, card, spend));
  const shareColumns = added.map((card) => card.shares);
  const spendRows: number[] = [];
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const amount = spend[index] as number;
    if (amount <= 0) continue;
    spendRows.push(builder.program.rowLower.length);
    builder.row(
      shareColumns.flatMap((columns) =>
        (columns[index] as number[]).map((column) => [column, 1] as const),
      ),
      amount,
      amount,
    );
  }
  // Converting points costs the same whatever the split: once a card, once a pool.
  builder.program.offset -= conversionFeesPaid(cards);
  return {
    program: builder.program,
    shareColumns,
    spendRows,
    caseColumns: added.map((card) => card.cases),
  };
}
