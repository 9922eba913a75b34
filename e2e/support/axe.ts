import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Violation {
  id: string;
  impact: string;
  targets: string;
}

/**
 * Every axe-core violation of the page as it is now. The page's context needs `bypassCSP`: the
 * site's Content-Security-Policy refuses the injected script otherwise.
 */
async function violationsOf(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ content: axeSource });
  // A string, not a function: this file is compiled without the browser's types.
  return page.evaluate<Violation[]>(
    "axe.run({ resultTypes: ['violations'] }).then((result) => result.violations.map(" +
      '(violation) => ({ id: violation.id, impact: violation.impact, ' +
      'targets: JSON.stringify(violation.nodes.map((node) => node.target)) })))',
  );
}

const described = ({ id, targets }: Violation) => `${id}: ${targets}`;

/** Every axe-core violation of the page as it is now, each as its rule and the elements it found. */
export async function axeViolations(page: Page): Promise<string[]> {
  return (await violationsOf(page)).map(described);
}

/** The serious and critical axe-core violations of the page as it is now (`axeViolations`). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  return (await violationsOf(page))
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(described);
}
