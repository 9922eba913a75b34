import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/**
 * The serious and critical axe-core violations of the page as it is now, each as its rule and
 * the elements it found. The page's context needs `bypassCSP`: the site's Content-Security-Policy
 * refuses the injected script otherwise.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  // A string, not a function: this file is compiled without the browser's types.
  return page.evaluate<string[]>(
    'axe.run().then((result) => result.violations' +
      ".filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')" +
      '.map((violation) => `${violation.id}: ${JSON.stringify(violation.nodes.map((node) => node.target))}`))',
  );
}
