/** What a benchmark reports: a measured ratio and the target it is held to. */
export interface BenchmarkResult {
  /** Lines of detail printed under the benchmark's name. */
  details: string[];
  ratio: number;
  target: number;
  /** Whether the ratio must stay at most (the default) or at least the target. */
  direction?: 'at-most' | 'at-least';
}

export function meetsTarget(result: BenchmarkResult): boolean {
  return result.direction === 'at-least'
    ? result.ratio >= result.target
    : result.ratio <= result.target;
}

export interface Benchmark {
  name: string;
  run(): Promise<BenchmarkResult>;
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
