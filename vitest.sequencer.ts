import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The files that took longest in the last full runs (the list `npm test` prints), longest first.
 * Vitest orders files by their own last times once it has run them; on a clean clone it has none
 * and would start the largest files first, which left long journeys for the end of the run.
 */
const knownSlowest = [
  'e2e/admin-journeys.e2e.ts',
  'e2e/every-screen.e2e.ts',
  'e2e/visitor-journeys.e2e.ts',
  'e2e/admin-forms.e2e.ts',
  'e2e/first-paint.e2e.ts',
  'e2e/phone-visitor.e2e.ts',
];

/**
 * Vitest's own order, except on a run with no timings of earlier runs: then, within each group of
 * projects (`sequence.groupOrder`), the known slowest files go first, whatever their project, so
 * the two workers finish together rather than one waiting on a long file started last.
 */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const { root } = this.ctx.config;
    const relativePath = (file: TestSpecification) => path.relative(root, file.moduleId);
    const timed = sorted.some((file) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relativePath(file)}`),
    );
    if (timed) return sorted;
    const rank = (file: TestSpecification) => {
      const known = knownSlowest.indexOf(relativePath(file));
      return known === -1 ? knownSlowest.length : known;
    };
    const groupOf = (file: TestSpecification) => file.project.config.sequence.groupOrder;
    return sorted
      .map((file, index) => ({ file, index }))
      .sort(
        (a, b) =>
          (groupOf(a.file) === groupOf(b.file) ? rank(a.file) - rank(b.file) : 0) ||
          a.index - b.index,
      )
      .map(({ file }) => file);
  }
}
