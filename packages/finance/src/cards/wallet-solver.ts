import highsModule, { type Highs, type InitOptions } from 'highs';

type HighsLoader = (options?: InitOptions) => Promise<Highs>;

/**
 * The loader. highs's types describe its CommonJS build, whose exports carry the loader as
 * `default` (how NodeNext resolution types the import), while its ES module build (what Node and
 * Vite import, and how Bundler resolution types it) exports the loader itself; both are read here.
 */
const imported: unknown = highsModule;
const highsLoader =
  typeof imported === 'function'
    ? (imported as HighsLoader)
    : (imported as { default: HighsLoader }).default;

/** A mixed integer program: maximise `cost · x` within column bounds and row bounds. */
export interface MixedIntegerProgram {
  colCost: number[];
  colLower: number[];
  colUpper: number[];
  integer: boolean[];
  /**
   * Of the integer columns not whole at a node, the branch and bound branches on one of the
   * highest priority (the most fractional of them).
   */
  branchPriority: number[];
  rowLower: number[];
  rowUpper: number[];
  /** Each row's entries as column indexes and coefficients (compressed rows). */
  rowStarts: number[];
  rowColumns: number[];
  rowValues: number[];
  /** A constant added to the objective. */
  offset: number;
}

let loading: Promise<Highs> | undefined;

/** HiGHS, loaded once (its WebAssembly takes a moment to compile), then solving synchronously. */
export function loadSolver(): Promise<Highs> {
  loading ??= highsLoader();
  return loading;
}

/** Thrown when a solve reaches its time limit before its answer is proven best. */
export class SolveTimeLimit extends Error {
  constructor() {
    super('The solve reached its time limit before proving its answer the best');
  }
}

/** A column value this close to a whole number is whole. */
const INTEGRALITY = 1e-6;
/** A node whose relaxation is not above the best found by more than this is left. */
const NO_BETTER = 1e-7;

/**
 * Nodes of the branch and bound before the program goes to HiGHS's MIP solver instead: counts of
 * S$5 blocks on several cards can make many nodes of nearly equal bound.
 */
const NODE_LIMIT = 60;

/**
 * A root above the best found by less than this (S$ a year) that branches on a count of blocks
 * is a near tie the rounding of blocks decides: the few S$ another card's minimum spend or a cap
 * leaves over move from one count of blocks to the next, many nodes of nearly equal bound that
 * HiGHS's MIP solver (its cuts) closes sooner. Such a search goes to it after
 * `CLOSE_CALL_NODE_LIMIT` nodes.
 */
const CLOSE_CALL = 1;
const CLOSE_CALL_NODE_LIMIT = 10;

/** The bounds of the integer columns at one node of the search. */
interface SearchNode {
  lower: Float64Array;
  upper: Float64Array;
}

/**
 * The integer column to branch on: the most fractional of the highest priority (in the wallet,
 * the binaries that choose how a card pays, then a case's total of S$5 blocks, then the blocks
 * of each category); -1 when every one is whole.
 */
function branchColumn(values: Float64Array, integers: Int32Array, priority: Int8Array): number {
  let chosen = -1;
  let chosenScore = 0;
  integers.forEach((column, at) => {
    const value = values[column] as number;
    const fraction = value - Math.floor(value);
    const distance = Math.min(fraction, 1 - fraction);
    if (distance <= INTEGRALITY) return;
    // A distance is at most 0.5: a priority one higher always comes first.
    const score = distance + (priority[at] as number);
    if (score > chosenScore) {
      chosenScore = score;
      chosen = at;
    }
  });
  return chosen;
}

/** The program's maximum by HiGHS's MIP solver, from the model of its relaxation. */
function solveAsMip(
  highs: Highs,
  model: ReturnType<Highs['createModel']>,
  program: MixedIntegerProgram,
  integers: Int32Array,
  deadline: number,
): Float64Array {
  const selection = { kind: 'set', indices: integers } as const;
  model.changeColsBounds(
    selection,
    Float64Array.from(integers, (column) => program.colLower[column] as number),
    Float64Array.from(integers, (column) => program.colUpper[column] as number),
  );
  model.changeColsIntegrality(
    selection,
    Int32Array.from(integers, () => highs.constants.variableType.integer),
  );
  const seconds = (deadline - performance.now()) / 1000;
  if (seconds <= 0) throw new SolveTimeLimit();
  model.options.set({
    presolve: 'choose',
    mip_rel_gap: 0,
    mip_abs_gap: 1e-6,
    ...(deadline !== Infinity && { time_limit: seconds }),
  });
  model.run();
  const status = model.getModelStatus();
  if (status === highs.constants.modelStatus.timeLimit) throw new SolveTimeLimit();
  if (status !== highs.constants.modelStatus.optimal) {
    throw new Error(`The wallet split has no proven best answer (HiGHS model status ${status})`);
  }
  return model.getSolution().colValue;
}

type Model = ReturnType<Highs['createModel']>;

/** The model each HiGHS instance is given its programs in (`modelOf`). */
const models = new WeakMap<Highs, Model>();

/**
 * HiGHS's model holding `program`, its LP options set: one model per HiGHS instance, given each
 * program in turn, since creating HiGHS's model anew for every solve (its options and working
 * space) cost about as much as the root LP of a 5-card wallet. Each solve is synchronous, so
 * searches that interleave between solves never share it mid-solve; its clocks are zeroed, as
 * HiGHS's time limit counts every run since.
 */
function modelOf(highs: Highs, program: MixedIntegerProgram): Model {
  let model = models.get(highs);
  if (!model) {
    model = highs.createModel();
    models.set(highs, model);
  }
  const numCols = program.colCost.length;
  const numRows = program.rowLower.length;
  model.passModel({
    numCols,
    numRows,
    sense: highs.constants.objectiveSense.maximize,
    offset: program.offset,
    colCost: program.colCost,
    colLower: program.colLower,
    colUpper: program.colUpper,
    rowLower: program.rowLower,
    rowUpper: program.rowUpper,
    matrix: {
      format: 'csr',
      numRows,
      numCols,
      starts: program.rowStarts,
      indices: program.rowColumns,
      values: program.rowValues,
    },
  });
  model.zeroAllClocks();
  // HiGHS's defaults again (a MIP solve before set its own), less what the nodes' LPs need: they
  // are small and start from the last basis, so presolve costs more than it saves (the median
  // 5-card wallet's solve took 12% less CPU without it).
  model.options.reset();
  model.options.set({ output_flag: false, presolve: 'off' });
  return model;
}

/**
 * The value of the answer a relaxation's column values stand for, whatever its integer columns
 * (in the wallet: the split of the spend its shares give, valued by the card finder's rules);
 * it is never above the program's maximum.
 */
export type AnswerValue = (values: Float64Array) => number;

export interface MaximiseOptions {
  /** Only an answer worth more than this is returned (undefined when none is). */
  cutoff?: number;
  /** Nodes of the branch and bound before HiGHS's MIP solver takes over (`NODE_LIMIT`). */
  nodeLimit?: number;
  /** A `performance.now()` time past which the solve throws `SolveTimeLimit`. */
  deadline?: number;
  answerValue?: AnswerValue;
  /** Given the rows' dual values of the root relaxation once it is solved. */
  onRootDuals?: (rowDual: Float64Array) => void;
  /**
   * Given every leaf of the search's tree when it ends having branched on binary columns only
   * (never on a count, never past the node limit): the leaves' regions cover the program's.
   */
  onLeaves?: (leaves: SearchLeaf[], integerColumns: Int32Array) => void;
}

/** A node of the search that was not branched: its relaxation was no better, whole or empty. */
export interface SearchLeaf {
  /** The integer columns' bounds there, in the order of `integerColumns`. */
  lower: Float64Array;
  upper: Float64Array;
  /** The rows' dual values of its relaxation; none when it has no answer. */
  rowDual?: Float64Array;
}

/**
 * The values of the columns at the program's maximum, proven optimal: a depth-first branch and
 * bound over the integer columns, each node's linear relaxation solved by HiGHS's simplex from
 * the previous node's basis. Branches are left only when their relaxation is no better than the
 * best answer found: a whole one, or with `answerValue` the answer a fractional relaxation
 * stands for, valued (so a root whose split is already the best is proven in one solve; the
 * values returned are then that relaxation's, its integer columns not whole). (HiGHS's own MIP
 * solver finds the same answers, checked by a test, but spends 20 to 300 ms on presolve,
 * probing and cuts at the root of programs this small.) Past `deadline` (a `performance.now()`
 * time) it throws `SolveTimeLimit`, never an answer it has not proven.
 */
export function maximise(
  highs: Highs,
  program: MixedIntegerProgram,
  {
    cutoff = -Infinity,
    nodeLimit = NODE_LIMIT,
    deadline = Infinity,
    answerValue,
    onRootDuals,
    onLeaves,
  }: MaximiseOptions = {},
): Float64Array | undefined {
  const integers = Int32Array.from(
    program.integer.flatMap((isInteger, column) => (isInteger ? [column] : [])),
  );
  const priority = Int8Array.from(integers, (column) => program.branchPriority[column] as number);
  const binary = Uint8Array.from(integers, (column) =>
    program.colLower[column] === 0 && program.colUpper[column] === 1 ? 1 : 0,
  );
  const model = modelOf(highs, program);
  const { optimal, infeasible } = highs.constants.modelStatus;
  const selection = { kind: 'set', indices: integers } as const;
  let best = cutoff;
  let bestValues: Float64Array | undefined;
  const stack: SearchNode[] = [
    {
      lower: Float64Array.from(integers, (column) => program.colLower[column] as number),
      upper: Float64Array.from(integers, (column) => program.colUpper[column] as number),
    },
  ];
  let first = true;
  let nodes = 0;
  let leaves: SearchLeaf[] | undefined = onLeaves && [];
  while (stack.length > 0) {
    if (performance.now() > deadline) throw new SolveTimeLimit();
    if (++nodes > nodeLimit) return solveAsMip(highs, model, program, integers, deadline);
    const node = stack.pop() as SearchNode;
    if (!first && integers.length > 0) model.changeColsBounds(selection, node.lower, node.upper);
    first = false;
    model.run();
    const status = model.getModelStatus();
    if (status === infeasible) {
      leaves?.push(node);
      continue;
    }
    if (status !== optimal) {
      throw new Error(`The wallet split has no proven best answer (HiGHS model status ${status})`);
    }
    if (nodes === 1 && onRootDuals) onRootDuals(model.getSolution().rowDual);
    const objective = model.getObjectiveValue();
    const leaf = () => leaves?.push({ ...node, rowDual: model.getSolution().rowDual });
    if (objective <= best + NO_BETTER) {
      leaf();
      continue;
    }
    const values = model.getSolution().colValue;
    const at = branchColumn(values, integers, priority);
    if (at < 0) {
      best = objective;
      bestValues = values;
      leaf();
      continue;
    }
    const answer = answerValue?.(values) ?? -Infinity;
    if (answer > best) {
      best = answer;
      bestValues = values;
      if (objective <= best + NO_BETTER) {
        leaf();
        continue;
      }
    }
    if (binary[at] === 0) leaves = undefined;
    if (nodes === 1 && binary[at] === 0 && objective - best < CLOSE_CALL) {
      nodeLimit = Math.min(nodeLimit, CLOSE_CALL_NODE_LIMIT);
    }
    const value = values[integers[at] as number] as number;
    const down = { lower: node.lower, upper: Float64Array.from(node.upper) };
    down.upper[at] = Math.floor(value);
    const up = { lower: Float64Array.from(node.lower), upper: node.upper };
    up.lower[at] = Math.ceil(value);
    // A case binary is tried at 0 first: the card pays in its other cases, which the
    // relaxation shared it with (the 8 bench wallets took 24 LPs instead of 42, and sets of 5
    // from 200 went to HiGHS's MIP solver less often). A count of blocks is tried at its
    // nearer whole value first.
    const downFirst = binary[at] === 1 || value - Math.floor(value) < 0.5;
    if (downFirst) stack.push(up, down);
    else stack.push(down, up);
  }
  if (!bestValues && cutoff === -Infinity) {
    throw new Error('The wallet split has no answer: the program is infeasible');
  }
  if (leaves) onLeaves?.(leaves, integers);
  return bestValues;
}
