import { cardTermsSchema, type CardTerms, type SpendCategory } from '@sg-finance/contract';
import { bestCardPair, rankCards, type FinderOptions } from '@sg-finance/finance';
import { atMost, median, type Benchmark } from './benchmark.js';
import { walletProfile as profile } from './wallet-catalogue.js';
import { seededRandom } from './seeded-random.js';

const CARDS = 1_000;
const WARM_UP = 20;
const ROUNDS = 50;

/** The categories banks give bonus rates for; the rest are the usual exclusions. */
const bonusCategories: readonly SpendCategory[] = [
  'dining',
  'groceries',
  'online',
  'transport',
  'travel',
  'overseas',
  'petrol',
  'bills',
];
const usualExclusions: SpendCategory[] = ['insurance', 'education', 'government', 'walletTopUps'];

/**
 * Cards like Singapore's: a base rate, a few bonus categories with caps (some shared, some per
 * statement month), exclusions, spend tiers, earning in S$5 blocks, fees (some waived by spend)
 * and welcome gifts (some for new customers only).
 */
function marketOfCards(count: number): { slug: string; terms: CardTerms }[] {
  const random = seededRandom(11);
  const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)] as T;
  const between = (low: number, high: number) =>
    Math.round((low + random() * (high - low)) * 100) / 100;
  return Array.from({ length: count }, (_, index) => {
    const rewardType = pick(['cashback', 'cashback', 'miles', 'miles', 'points'] as const);
    const cashback = rewardType === 'cashback';
    const categories = [...bonusCategories]
      .sort(() => random() - 0.5)
      .slice(0, 1 + Math.floor(random() * 4));
    const baseRate = cashback ? between(0.2, 0.5) : between(0.4, 1.4);
    const terms: CardTerms = {
      rewardType,
      annualFee: pick([0, 0, 196.2, 261.6, 545]),
      annualFeeWaivedYears: pick([0, 1, 1, 2]),
      ...(random() < 0.3 && { annualFeeWaiverSpend: pick([12000, 25000]) }),
      minMonthlySpend: pick([0, 0, 500, 800, 1000]),
      ...(random() < 0.7 && { notCountedCategories: usualExclusions }),
      baseRate,
      ...(cashback &&
        random() < 0.2 && {
          spendTiers: [
            { minSpend: 600, rate: 3.33, rewardCap: 20 },
            { minSpend: 2000, rate: 5, rewardCap: 100 },
          ],
        }),
      earn: categories.map((category) => ({
        category,
        rate: cashback ? between(3, 10) : between(2, 6),
        ...(random() < 0.5 && {
          cap: cashback
            ? { amount: pick([15, 20, 25, 30]), on: 'reward' as const }
            : { amount: pick([500, 1000, 1500]), on: 'bonusSpend' as const },
        }),
      })),
      ...(random() < 0.7 && {
        noEarnCategories: pick([usualExclusions, ['government', 'walletTopUps']]),
      }),
      ...(random() < 0.6 && {
        monthlyCap: cashback
          ? { amount: pick([60, 80, 100]), on: 'reward' as const }
          : { amount: pick([1000, 2000]), on: 'bonusSpend' as const },
      }),
      ...(categories.length >= 2 &&
        random() < 0.3 && {
          sharedCaps: [
            {
              categories: categories.slice(0, 2),
              amount: cashback ? 30 : 1000,
              on: cashback ? ('reward' as const) : ('bonusSpend' as const),
            },
          ],
        }),
      capPeriod: pick(['calendarMonth', 'statementMonth'] as const),
      ...(!cashback && random() < 0.5 && { earnBlock: 5 }),
      welcome: cashback
        ? {
            value: pick([150, 200, 300, 350]),
            unit: 'SGD',
            minSpend: pick([500, 800]),
            withinDays: 30,
            newToBankOnly: random() < 0.3,
          }
        : {
            value: pick([20000, 30000, 45000]),
            unit: 'miles',
            minSpend: pick([3000, 4000]),
            withinDays: 60,
          },
      ...(rewardType === 'points' && { milesPerPoint: pick([0.4, 0.5]) }),
      fxFee: pick([2.8, 3, 3.25]),
    };
    return { slug: `card-${index}`, terms: cardTermsSchema.parse(terms) };
  });
}

const options: FinderOptions = {
  mileValueCents: 1.5,
  includeWelcome: true,
  rewardWanted: 'either',
};

function findBest(cards: ReturnType<typeof marketOfCards>) {
  const { ranked } = rankCards(cards, profile, options);
  return { ranked, pair: bestCardPair(ranked, profile) };
}

const benchmark: Benchmark = {
  name: `Card finder: rank ${CARDS.toLocaleString('en')} cards and find the best pair for one spend profile (JavaScript only)`,
  async run() {
    const cards = marketOfCards(CARDS);
    for (let round = 0; round < WARM_UP; round++) findBest(cards);
    // CPU time of the process, not wall time: the JavaScript's own cost, whatever else the
    // machine's cores are doing meanwhile.
    const times: number[] = [];
    const wallTimes: number[] = [];
    let last = findBest(cards);
    for (let round = 0; round < ROUNDS; round++) {
      const cpuBefore = process.cpuUsage();
      const started = performance.now();
      last = findBest(cards);
      wallTimes.push(performance.now() - started);
      const cpu = process.cpuUsage(cpuBefore);
      times.push((cpu.user + cpu.system) / 1000);
    }
    const { ranked, pair } = last;
    const gain = pair ? `S$${pair.gainSGD.toFixed(2)}` : 'none';
    return {
      details: [
        `${ranked.length} cards valued; the best alone pays S$${ranked[0]?.netSGD.toFixed(2)}, ` +
          `the best pair ${gain} more (median of ${ROUNDS} rounds)`,
        `wall time ${median(wallTimes).toFixed(1)} ms (includes waiting for a busy core)`,
      ],
      figures: [
        {
          label: `rank ${CARDS.toLocaleString('en')} cards and the best pair, CPU time`,
          value: median(times),
          unit: 'ms',
          target: atMost(50),
        },
      ],
    };
  },
};

export default benchmark;
