import type { Page } from 'playwright-core';

interface Root {
  document: { documentElement: { scrollWidth: number; clientWidth: number } };
  requestAnimationFrame(callback: () => void): void;
}

/**
 * Run in the page: resolves once two frames have been drawn and a task has run after them, so
 * the layout (after a resize, or what a response set off) has been drawn. A function, not a
 * string: the site's Content-Security-Policy forbids evaluating strings.
 */
export function framesDrawn(): Promise<void> {
  const frame = (globalThis as unknown as Root).requestAnimationFrame;
  return new Promise((resolve) => frame(() => frame(() => setTimeout(resolve, 20))));
}

/** What the page scrolls sideways, once two frames have been drawn at its present width. */
export async function sidewaysOverflow(page: Page): Promise<number> {
  await page.evaluate(framesDrawn);
  return page.evaluate(() => {
    const root = (globalThis as unknown as Root).document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
}
