import autocannon from 'autocannon';
import { median } from './benchmark.js';

/** Every side of every comparison gets the same load: 10 keep-alive connections. */
export const CONNECTIONS = 10;

/** One thing put under load: an address, or an address whose path each request picks afresh. */
export interface Side {
  name: string;
  url: string;
  /** Gives each request its own path (and query), e.g. to ask a question never asked before. */
  nextPath?: () => string;
}

export interface SideFigures {
  name: string;
  /** Median over the rounds of the requests answered per second. */
  requestsPerSecond: number;
  /** Answers other than 2xx, connection errors and timeouts, summed over every round. */
  non2xx: number;
  errors: number;
  /** Median over the rounds of the median latency, in milliseconds. */
  latencyMs: number;
}

export interface LoadPlan {
  rounds: number;
  /** Seconds of each side in each round. */
  seconds: number;
  /** Seconds of each side before the measured rounds. */
  warmUpSeconds: number;
}

export const defaultPlan: LoadPlan = { rounds: 3, seconds: 3, warmUpSeconds: 1 };

function hit(side: Side, seconds: number): Promise<autocannon.Result> {
  const { nextPath } = side;
  return autocannon({
    url: side.url,
    connections: CONNECTIONS,
    duration: seconds,
    ...(nextPath && {
      requests: [
        {
          setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }),
        },
      ],
    }),
  });
}

/**
 * Loads the sides one after the other, round after round, each round starting with the next
 * side, so that a slow moment of a shared machine falls on every side alike.
 */
export async function alternate(
  sides: readonly Side[],
  plan = defaultPlan,
): Promise<SideFigures[]> {
  for (const side of sides) await hit(side, plan.warmUpSeconds);
  const runs = sides.map(() => [] as autocannon.Result[]);
  for (let round = 0; round < plan.rounds; round++) {
    for (let step = 0; step < sides.length; step++) {
      const index = (round + step) % sides.length;
      runs[index]?.push(await hit(sides[index] as Side, plan.seconds));
    }
  }
  return sides.map((side, index) => {
    const results = runs[index] ?? [];
    return {
      name: side.name,
      requestsPerSecond: median(results.map((run) => run.requests.total / run.duration)),
      non2xx: results.reduce((sum, run) => sum + run.non2xx, 0),
      errors: results.reduce((sum, run) => sum + run.errors, 0),
      latencyMs: median(results.map((run) => run.latency.p50)),
    };
  });
}

/** `name: 1234 req/s, p50 7 ms, 0 non-2xx, 0 errors`. */
export function describe(figures: SideFigures): string {
  return (
    `${figures.name}: ${figures.requestsPerSecond.toFixed(0)} req/s, ` +
    `p50 ${figures.latencyMs} ms, ${figures.non2xx} non-2xx, ${figures.errors} errors`
  );
}
