import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const screenshotDir = path.join(repoRoot, 'test-results', 'screenshots');
