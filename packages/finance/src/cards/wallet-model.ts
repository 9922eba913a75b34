import { CATEGORY_COUNT, OVERSEAS, type PricedCard } from './priced-card.js';
import type { MixedIntegerProgram } from './wallet-solver.js';

/** Builds a `MixedIntegerProgram` a column and a row at a time. */
class ProgramBuilder {
  readonly program: MixedIntegerProgram = {
    colCost: [],
    colLower: [],
    colUpper: [],
    integer: [],
    rowLower: [],
    rowUpper: [],
    rowStarts: [0],
    rowColumns: [],
    rowValues: [],
    offset: 0,
  };

  column(lower: number, upper: number, cost = 0, integer = false): number {
    const { program } = this;
    program.colLower.push(lower);
    program.colUpper.push(upper);
    program.colCost.push(cost);
    program.integer.push(integer);
    return program.colCost.length - 1;
  }

  binary(cost = 0): number {
    return this.column(0, 1, cost, true);
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

/** A way a card can pay: its base rate, or a spend tier it can reach, with that way's cap. */
interface PayOption {
  rate: number;
  minSpend: number;
  rewardCap: number;
}

function payOptions(card: PricedCard, countedAtMost: number): PayOption[] {
  const options: PayOption[] = [{ rate: card.base, minSpend: 0, rewardCap: card.monthlyRewardCap }];
  for (const tier of card.tiers) {
    if (tier.minSpend > countedAtMost) continue;
    options.push({
      rate: Math.max(card.base, tier.rate),
      minSpend: tier.minSpend,
      rewardCap: Math.min(card.monthlyRewardCap, tier.rewardCap),
    });
  }
  return options;
}

type Terms = Array<readonly [number, number]>;

/**
 * Adds one card to the program: its share of each category (`spendColumns[category]`), the
 * reward a month it earns on that share and its yearly value in the objective. The rules are
 * those of `yearlyValue`, each made linear:
 *
 * - earning S$: the share, or whole blocks of it (an integer count of blocks within the share);
 * - the minimum spend: a binary "bonus open" that needs the counted share to reach it and
 *   without which no S$ earns a bonus;
 * - pay options: the base rate and each spend tier, one chosen by binaries, a tier only when
 *   the counted share reaches it; the reward is at most the chosen option's rate on the earning
 *   S$ plus each bonus category's extra on its bonus S$, and at most the option's cap;
 * - bonus S$ of a category: within its earning S$, its own cap, the card's bonus spend cap and
 *   each shared cap (on S$ or on the reward at the bonus rate);
 * - the fee waiver and the welcome offer: binaries that need the counted share to reach them;
 * - the FX fee on the overseas share.
 */
function addCard(
  builder: ProgramBuilder,
  card: PricedCard,
  spend: Float64Array,
  spendColumns: Int32Array,
): void {
  const active: number[] = [];
  let countedAtMost = 0;
  let earningAtMost = 0;
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const amount = spend[index] as number;
    if (amount <= 0) continue;
    active.push(index);
    if (card.counts[index] === 1) countedAtMost += amount;
    if (card.earns[index] === 1) earningAtMost += amount;
  }
  const counted: Terms = active
    .filter((index) => card.counts[index] === 1)
    .map((index) => [spendColumns[index] as number, 1]);

  // Earning S$ of each category, as terms over the program's columns.
  const earning = new Map<number, Terms>();
  for (const index of active) {
    if (card.earns[index] === 0) continue;
    const share = spendColumns[index] as number;
    if (card.block === 0) {
      earning.set(index, [[share, 1]]);
      continue;
    }
    const blocks = builder.column(0, Math.floor((spend[index] as number) / card.block), 0, true);
    builder.row(
      [
        [blocks, card.block],
        [share, -1],
      ],
      -Infinity,
      0,
    );
    earning.set(index, [[blocks, card.block]]);
  }
  const allEarning: Terms = [...earning.values()].flat();

  const bonusPossible = countedAtMost >= card.minMonthlySpend;
  let bonusOpen = -1;
  if (bonusPossible && card.minMonthlySpend > 0 && card.bonusOrder.length > 0) {
    bonusOpen = builder.binary();
    builder.row([...counted, [bonusOpen, -card.minMonthlySpend]], 0, Infinity);
  }

  const options = payOptions(card, countedAtMost);
  let topRate = card.base;
  for (const option of options) topRate = Math.max(topRate, option.rate);
  for (const index of card.bonusOrder) topRate = Math.max(topRate, card.bonus[index] as number);
  const rewardAtMost = topRate * earningAtMost;
  const single = options.length === 1;
  const reward = builder.column(
    0,
    single ? (options[0] as PayOption).rewardCap : Infinity,
    12 * card.unitValueSGD,
  );
  const chosen = single ? [] : options.map(() => builder.binary());
  if (!single)
    builder.row(
      chosen.map((column) => [column, 1] as const),
      1,
      1,
    );

  options.forEach((option, at) => {
    const choice = chosen[at];
    // When the option is not chosen its rows hold for any reward up to `rewardAtMost`.
    const relax: Terms = choice === undefined ? [] : [[choice, rewardAtMost]];
    const slack = choice === undefined ? 0 : rewardAtMost;
    if (choice !== undefined && option.minSpend > 0) {
      builder.row([...counted, [choice, -option.minSpend]], 0, Infinity);
    }
    if (choice !== undefined && option.rewardCap < rewardAtMost) {
      builder.row([[reward, 1], ...relax], -Infinity, option.rewardCap + slack);
    }
    const bonusTerms: Terms = [];
    const bonusSpend: Terms = [];
    const bonusOfCategory = new Map<number, number>();
    if (bonusPossible) {
      for (const index of card.bonusOrder) {
        const share = earning.get(index);
        const extra = (card.bonus[index] as number) - option.rate;
        if (!share || extra <= 0) continue;
        const upper = Math.min(card.bonusSpendLimit[index] as number, spend[index] as number);
        const bonus = builder.column(0, upper);
        bonusOfCategory.set(index, bonus);
        builder.row(
          [[bonus, 1], ...share.map(([column, value]) => [column, -value] as const)],
          -Infinity,
          0,
        );
        if (bonusOpen >= 0)
          builder.row(
            [
              [bonus, 1],
              [bonusOpen, -upper],
            ],
            -Infinity,
            0,
          );
        bonusTerms.push([bonus, -extra]);
        bonusSpend.push([bonus, 1]);
      }
    }
    if (card.monthlyBonusSpendCap !== Infinity && bonusSpend.length > 0) {
      builder.row(bonusSpend, -Infinity, card.monthlyBonusSpendCap);
    }
    for (const shared of card.sharedCaps) {
      const members: Terms = [];
      for (const [index, bonus] of bonusOfCategory) {
        if (shared.members[index] === 0) continue;
        members.push([bonus, shared.onReward ? (card.bonus[index] as number) : 1]);
      }
      if (members.length > 0) builder.row(members, -Infinity, shared.amount);
    }
    builder.row(
      [
        [reward, 1],
        ...allEarning.map(([column, value]) => [column, -option.rate * value] as const),
        ...bonusTerms,
        ...relax,
      ],
      -Infinity,
      slack,
    );
  });

  if (card.feeSGD > 0) {
    builder.program.offset -= card.feeSGD;
    if (card.feeWaiverSpend <= 12 * countedAtMost) {
      const waived = builder.binary(card.feeSGD);
      builder.row(
        [...counted.map(([column]) => [column, 12] as const), [waived, -card.feeWaiverSpend]],
        0,
        Infinity,
      );
    }
  }
  if (card.welcomeSGD > 0 && card.welcomeMinSpend <= countedAtMost * card.welcomeMonths) {
    if (card.welcomeMinSpend <= 0) {
      builder.program.offset += card.welcomeSGD;
    } else {
      const reached = builder.binary(card.welcomeSGD);
      builder.row(
        [
          ...counted.map(([column]) => [column, card.welcomeMonths] as const),
          [reached, -card.welcomeMinSpend],
        ],
        0,
        Infinity,
      );
    }
  }
  const overseas = spendColumns[OVERSEAS] as number;
  if (overseas >= 0 && card.fxFee > 0) {
    const { colCost } = builder.program;
    colCost[overseas] = (colCost[overseas] as number) - 12 * card.fxFee;
  }
}

/** The program whose maximum is the best split of the spend over the cards, and its columns. */
export interface WalletProgram {
  program: MixedIntegerProgram;
  /** `shareColumns[card][category]`: the column of the card's S$ a month of it; -1 for none. */
  shareColumns: Int32Array[];
}

/**
 * The best split of each category's spend a month over the cards as a mixed integer program:
 * every S$ of a category is given to one of the cards, and the objective is the cards' net
 * value in year one added up.
 */
export function walletProgram(cards: readonly PricedCard[], spend: Float64Array): WalletProgram {
  const builder = new ProgramBuilder();
  const shareColumns = cards.map(() => {
    const columns = new Int32Array(CATEGORY_COUNT).fill(-1);
    for (let index = 0; index < CATEGORY_COUNT; index++) {
      const amount = spend[index] as number;
      if (amount > 0) columns[index] = builder.column(0, amount);
    }
    return columns;
  });
  for (let index = 0; index < CATEGORY_COUNT; index++) {
    const amount = spend[index] as number;
    if (amount <= 0) continue;
    builder.row(
      shareColumns.map((columns) => [columns[index] as number, 1] as const),
      amount,
      amount,
    );
  }
  cards.forEach((card, at) => addCard(builder, card, spend, shareColumns[at] as Int32Array));
  return { program: builder.program, shareColumns };
}
