import {
  rankCards,
  type FinderOptions,
  type RankedCard,
  type SpendProfile,
} from '@sg-finance/finance';
import {
  bestCardSet,
  bestUseOfWallet,
  type BestCardSet,
} from '@sg-finance/finance/wallet-optimiser';
import { OPTIMUM_TIME_LIMIT_MS } from '../src/services/wallet-optimum-solve.js';
import { atMost, median, type Benchmark, type Figure } from './benchmark.js';
import { walletCatalogue, walletProfile, walletProfiles } from './wallet-catalogue.js';

const PROFILES = 20;
const WALLET_SIZE = 5;
/** Wallets of 5 cards valued each round: the 1st to 5th best single cards, the 6th to 10th... */
const WALLETS = 8;
const WALLET_ROUNDS = 10;
/**
 * Rounds of the wallets solved before those measured. V8 compiles HiGHS's WebAssembly to
 * optimised code as its functions get hot, over the first few dozen solves, on background
 * threads whose CPU this process's time counts: the first round's solves cost five times the
 * later ones'. A solver thread keeps that code while it lives (`wallet-optimum-pool.ts`); what a
 * fresh one costs is printed apart.
 */
const WARM_UP_ROUNDS = 5;

/** New cards: their welcome offers count. The held cards' welcome offers were had already. */
const withWelcome: FinderOptions = {
  mileValueCents: 1.5,
  includeWelcome: true,
  rewardWanted: 'either',
};
/** As My wallet's route values cards. */
const withoutWelcome: FinderOptions = { ...withWelcome, includeWelcome: false };

/** CPU time of the process in ms: the JavaScript's own cost, whatever the other cores do. */
function cpuMs(): number {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const before = cpuMs();
  const value = await work();
  return { value, ms: cpuMs() - before };
}

interface SetSearch {
  name: string;
  cards: number;
  size: number;
  options: FinderOptions;
  /** Targets of the median and of the slowest profile, ms of CPU. */
  median: number;
  slowest?: number;
}

const searches: SetSearch[] = [
  {
    name: 'welcome offers counted',
    cards: 1_000,
    size: 3,
    options: withWelcome,
    median: 100,
    slowest: 300,
  },
  {
    name: 'welcome offers left out',
    cards: 1_000,
    size: 3,
    options: withoutWelcome,
    median: 100,
    slowest: 300,
  },
  {
    name: 'welcome offers left out',
    cards: 200,
    size: 5,
    options: withoutWelcome,
    median: 300,
    slowest: 300,
  },
];

/**
 * The best set of `size` from `cards` cards for each of the profiles, under the route's time
 * limit, twice: each solve's CPU time in the second pass, the profiles whose search stopped at
 * the limit in it, and the first pass's times.
 */
async function searchEach(search: SetSearch) {
  const catalogue = walletCatalogue(search.cards);
  const profiles = walletProfiles(PROFILES);
  // Ranking is the card finder's (benchmarked apart): the route's work is the search.
  const rankings = profiles.map((profile) => rankCards(catalogue, profile, search.options).ranked);
  const solve = (at: number) =>
    timed(() =>
      bestCardSet(
        rankings[at] as RankedCard<unknown>[],
        profiles[at] as SpendProfile,
        search.size,
        {
          timeLimitMs: OPTIMUM_TIME_LIMIT_MS,
        },
      ),
    );
  // The first pass over the profiles compiles the search's own code (its bounds, HiGHS's MIP
  // solver, met only by some profiles) to optimised code, as the wallets' rounds did the LP's:
  // the second pass is counted.
  const fresh: number[] = [];
  for (const at of profiles.keys()) fresh.push((await solve(at)).ms);
  const times: number[] = [];
  const stopped: number[] = [];
  let first: BestCardSet<unknown> | undefined;
  for (const at of profiles.keys()) {
    const { value, ms } = await solve(at);
    times.push(ms);
    if (!value.complete) stopped.push(at);
    first ??= value;
  }
  return { times, stopped, first, fresh };
}

function setFigures(search: SetSearch, times: number[]): Figure[] {
  const label = `best set of ${search.size} from ${search.cards.toLocaleString('en')}, ${search.name}`;
  return [
    {
      label: `${label}, median CPU time`,
      value: median(times),
      unit: 'ms',
      target: atMost(search.median),
    },
    {
      label: `${label}, slowest of ${times.length} profiles`,
      value: Math.max(...times),
      unit: 'ms',
      ...(search.slowest !== undefined && { target: atMost(search.slowest) }),
    },
  ];
}

const benchmark: Benchmark = {
  name:
    `Best wallet: the best set of 3 cards from 1,000 and of 5 from 200 for ${PROFILES} spend ` +
    `profiles, and the best use of a ${WALLET_SIZE}-card wallet (the work of GET /api/me/wallet/optimum)`,
  async run() {
    const details: string[] = [];
    const figures: Figure[] = [];

    const held = rankCards(walletCatalogue(1_000), walletProfile, withoutWelcome).ranked;
    const wallets: RankedCard<unknown>[][] = Array.from({ length: WALLETS }, (_, at) =>
      held.slice(at * WALLET_SIZE, (at + 1) * WALLET_SIZE),
    );
    const solveEach = async () => {
      const times: number[] = [];
      for (const wallet of wallets) {
        times.push((await timed(() => bestUseOfWallet(wallet, walletProfile))).ms);
      }
      return times;
    };
    const freshTimes = await solveEach();
    for (let round = 1; round < WARM_UP_ROUNDS; round++) await solveEach();
    const walletTimes: number[] = [];
    for (let round = 0; round < WALLET_ROUNDS; round++) walletTimes.push(...(await solveEach()));
    details.push(
      `a fresh solver's first ${WALLETS} wallets (HiGHS loading, then compiling as it runs): ` +
        `median ${median(freshTimes).toFixed(1)} ms, not counted with the ${WARM_UP_ROUNDS - 1} ` +
        `rounds after them`,
    );
    details.push(
      `best use of ${WALLETS} different ${WALLET_SIZE}-card wallets, median of ` +
        `${walletTimes.length} solves, slowest ${Math.max(...walletTimes).toFixed(1)} ms`,
    );
    figures.push({
      label: `best use of a ${WALLET_SIZE}-card wallet, CPU time`,
      value: median(walletTimes),
      unit: 'ms',
      target: atMost(5),
    });

    for (const search of searches) {
      const { times, stopped, first, fresh } = await searchEach(search);
      const names = first?.cards.map((use) => (use.card.item as { slug: string }).slug).join(', ');
      details.push(
        `best set of ${search.size} of ${search.cards.toLocaleString('en')}, ${search.name}: ` +
          `for the household profile ${names}, S$${first?.netSGD.toFixed(2)} a year; ` +
          (stopped.length === 0
            ? `every search proved its set the best`
            : `${stopped.length} of ${PROFILES} searches stopped at the ${OPTIMUM_TIME_LIMIT_MS} ms ` +
              `limit (profiles ${stopped.join(', ')})`) +
          `; the first pass, compiling as it runs (not counted): median ` +
          `${median(fresh).toFixed(0)} ms, slowest ${Math.max(...fresh).toFixed(0)} ms`,
      );
      figures.push(...setFigures(search, times));
    }
    return { details, figures };
  },
};

export default benchmark;
