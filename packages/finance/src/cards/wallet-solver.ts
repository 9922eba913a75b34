import highsModule, { type Highs } from 'highs';

type HighsLoader = typeof highsModule.default;

/**
 * The loader. highs's types describe its CommonJS build, whose exports carry the loader as
 * `default`; its ES module build (what Node and Vite import) exports the loader itself.
 */
const highsLoader: HighsLoader =
  typeof highsModule === 'function' ? (highsModule as HighsLoader) : highsModule.default;

/** A mixed integer program: maximise `cost · x` within column bounds and row bounds. */
export interface MixedIntegerProgram {
  colCost: number[];
  colLower: number[];
  colUpper: number[];
  integer: boolean[];
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

/**
 * The values of the columns at the program's maximum, proven optimal: no relative gap is
 * allowed, only HiGHS's absolute tolerance of a millionth of a S$.
 */
export function maximise(highs: Highs, program: MixedIntegerProgram): Float64Array {
  const numCols = program.colCost.length;
  const numRows = program.rowLower.length;
  const { continuous, integer } = highs.constants.variableType;
  const model = highs.createModel({
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
    integrality: program.integer.map((isInteger) => (isInteger ? integer : continuous)),
  });
  try {
    model.options.set({ output_flag: false, mip_rel_gap: 0, mip_abs_gap: 1e-6 });
    model.run();
    const status = model.getModelStatus();
    if (status !== highs.constants.modelStatus.optimal) {
      throw new Error(`The wallet split has no proven best answer (HiGHS model status ${status})`);
    }
    return model.getSolution().colValue;
  } finally {
    model.dispose();
  }
}
