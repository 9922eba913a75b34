import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { atLeast, below, median, type Benchmark, type Figure } from './benchmark.js';
import { chromiumFlags, chromiumPath, startedSite, visitorPages } from './site.js';

const RUNS = 3;

interface Audit {
  performance: number;
  cls: number;
  /** Milliseconds of the metrics the score is made of, e.g. `LCP 2400`. */
  metrics: Record<string, number>;
  /** The element whose shift weighed most, if any shifted. */
  biggestShift: string | undefined;
}

const metricAudits: Readonly<Record<string, string>> = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  SI: 'speed-index',
};

interface ShiftItem {
  score?: number;
  node?: { selector?: string; snippet?: string };
}

/** One Lighthouse run, or why it gave no score (a page that never painted, a timeout...). */
async function audit(port: number, url: string): Promise<Audit | string> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const lhr = result?.lhr;
  const score = lhr?.categories.performance?.score;
  const cls = lhr?.audits['cumulative-layout-shift']?.numericValue;
  if (!lhr || typeof score !== 'number' || typeof cls !== 'number') {
    return lhr?.runtimeError?.message ?? 'no performance score';
  }
  const metrics = Object.fromEntries(
    Object.entries(metricAudits).map(([name, id]) => [name, lhr.audits[id]?.numericValue ?? NaN]),
  );
  const shifts = (lhr.audits['layout-shifts']?.details as { items?: ShiftItem[] } | undefined)
    ?.items;
  const biggest = shifts?.slice().sort((a, b) => (b.score ?? 0) - (a.score ?? 0))[0];
  const node = biggest?.node;
  return {
    performance: Math.round(score * 100),
    cls,
    metrics,
    biggestShift: node
      ? `${node.selector ?? node.snippet} (${biggest?.score?.toFixed(3)})`
      : undefined,
  };
}

/** `FCP 1200 ms, LCP 2900 ms, ...`, medians of the runs. */
function describeMetrics(runs: readonly Audit[]): string {
  return Object.keys(metricAudits)
    .map((name) => {
      const values = runs.map((run) => run.metrics[name] ?? NaN);
      return `${name} ${values.length > 0 ? median(values).toFixed(0) : '-'} ms`;
    })
    .join(', ');
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
    const failures: string[] = [];
    try {
      for (let run = 0; run < RUNS; run++) {
        for (const [index, visitorPage] of visitorPages.entries()) {
          const outcome = await audit(chrome.port, site.baseUrl + visitorPage.path);
          if (typeof outcome === 'string') failures.push(`${visitorPage.name}: ${outcome}`);
          else audits[index]?.push(outcome);
        }
      }
    } finally {
      chrome.kill();
    }
    const details = [
      `Lighthouse, ${chromiumPath} headless, runs alternate between the pages`,
      ...failures.map((failure) => `run without a score (left out of the median): ${failure}`),
    ];
    const figures: Figure[] = [];
    for (const [index, visitorPage] of visitorPages.entries()) {
      const runs = audits[index] ?? [];
      details.push(
        `${visitorPage.name} ${visitorPage.path}: performance ` +
          `${runs.map((run) => run.performance.toFixed(0)).join(', ')}; CLS ` +
          `${runs.map((run) => run.cls.toFixed(3)).join(', ')}`,
        `  median ${describeMetrics(runs)}; biggest shift: ` +
          `${[...new Set(runs.map((run) => run.biggestShift ?? 'none'))].join(' | ')}`,
      );
      figures.push(
        {
          label: `${visitorPage.name}: performance`,
          value: runs.length > 0 ? median(runs.map((run) => run.performance)) : Number.NaN,
          unit: '',
          target: atLeast(95),
        },
        {
          label: `${visitorPage.name}: CLS`,
          value: runs.length > 0 ? median(runs.map((run) => run.cls)) : Number.NaN,
          unit: '',
          target: below(0.05),
        },
      );
    }
    return { details, figures };
  },
};

export default benchmark;
