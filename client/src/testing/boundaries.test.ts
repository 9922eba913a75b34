import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import ts from 'typescript';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** The rule names the project's own lint reports for `code` placed at `file` (from the repo). */
async function lintProblems(file: string, code: string) {
  const eslint = new ESLint({ cwd: repoRoot });
  const [result] = await eslint.lintText(code, { filePath: path.join(repoRoot, file) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

describe('the lint keeps the boundaries of the client', () => {
  it('refuses a shared component importing a feature', async () => {
    const problems = await lintProblems(
      'client/src/components/ui/fixture-badge.tsx',
      "export { CompareToggle } from '../../features/compare/components/compare-toggle';\n",
    );
    expect(problems).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining('A shared folder never imports a feature') as string,
    });
  });

  it("refuses a feature importing another feature's insides", async () => {
    const problems = await lintProblems(
      'client/src/features/wallet/components/fixture-list.ts',
      "export { listingSlices } from '../../listings/listing-store';\n",
    );
    expect(problems).toContainEqual({
      ruleId: 'import-x/no-restricted-paths',
      message: expect.stringContaining(
        'A feature uses another only through its index.ts',
      ) as string,
    });
  });

  it("lets a feature use another through its index.ts, and shared folders' code", async () => {
    const problems = await lintProblems(
      'client/src/features/wallet/components/fixture-list.ts',
      "export { listingSlices } from '../../listings';\nexport { kindUis } from '../../../lib/listings/kind-uis';\n",
    );
    expect(problems).toEqual([]);
  });
});

const sourceRoots = ['client/src', 'packages/contract/src'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Each file's relative imports, type-only ones included, resolved to files. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolve = (from: string, specifier: string) => {
    const base = path.resolve(path.dirname(from), specifier.replace(/\.js$/, ''));
    return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) =>
      known.has(file),
    );
  };
  return new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, 'utf8'), true, true)
        .importedFiles.filter(({ fileName }) => fileName.startsWith('.'))
        .flatMap(({ fileName }) => resolve(file, fileName) ?? []),
    ]),
  );
}

/** The import circles of the graph, each as the files it runs through (depth-first search). */
function importCircles(graph: Map<string, string[]>): string[][] {
  const circles: string[][] = [];
  const done = new Set<string>();
  const visit = (file: string, trail: string[]) => {
    const at = trail.indexOf(file);
    if (at >= 0) {
      circles.push(trail.slice(at).map((step) => path.relative(repoRoot, step)));
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) visit(next, [...trail, file]);
    done.add(file);
  };
  for (const file of graph.keys()) visit(file, []);
  return circles;
}

describe('the imports of the client and the contract', () => {
  it('run in no circle, type-only imports included', () => {
    const files = sourceRoots.flatMap((root) => sourceFiles(path.join(repoRoot, root)));
    expect(importCircles(importGraph(files))).toEqual([]);
  });
});
