import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { atLeast, below, median, type Benchmark, type Figure } from './benchmark.js';
import { chromiumFlags, chromiumPath, startedSite, visitorPages } from './site.js';

const RUNS = 3;

interface Audit {
  performance: number;
  cls: number;
}

async function audit(port: number, url: string): Promise<Audit> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const score = result?.lhr.categories.performance?.score;
  const cls = result?.lhr.audits['cumulative-layout-shift']?.numericValue;
  if (typeof score !== 'number' || typeof cls !== 'number') {
    throw new Error(`Lighthouse gave no performance score for ${url}`);
  }
  return { performance: Math.round(score * 100), cls };
}

const benchmark: Benchmark = {
  name: `Lighthouse performance of the five first pages (mobile defaults, median of ${RUNS})`,
  async run() {
    const site = await startedSite();
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath,
      chromeFlags: ['--headless=new', ...chromiumFlags],
    });
    const audits = visitorPages.map(() => [] as Audit[]);
    try {
      for (let run = 0; run < RUNS; run++) {
        for (const [index, visitorPage] of visitorPages.entries()) {
          audits[index]?.push(await audit(chrome.port, site.baseUrl + visitorPage.path));
        }
      }
    } finally {
      chrome.kill();
    }
    const details = [`Lighthouse, ${chromiumPath} headless, runs alternate between the pages`];
    const figures: Figure[] = [];
    for (const [index, visitorPage] of visitorPages.entries()) {
      const runs = audits[index] ?? [];
      details.push(
        `${visitorPage.name} ${visitorPage.path}: performance ` +
          `${runs.map((run) => run.performance.toFixed(0)).join(', ')}; CLS ` +
          `${runs.map((run) => run.cls.toFixed(3)).join(', ')}`,
      );
      figures.push(
        {
          label: `${visitorPage.name}: performance`,
          value: median(runs.map((run) => run.performance)),
          unit: '',
          target: atLeast(95),
        },
        {
          label: `${visitorPage.name}: CLS`,
          value: median(runs.map((run) => run.cls)),
          unit: '',
          target: below(0.05),
        },
      );
    }
    return { details, figures };
  },
};

export default benchmark;
