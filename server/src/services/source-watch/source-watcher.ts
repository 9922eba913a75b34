import { withJobLease } from '../job-lease.js';
import { watchSources, type SourceWatchSettings } from './source-watch.service.js';

/**
 * The longest one run holds its lease. A run fetches only pages not fetched for `everyMs`, each
 * claimed by one write, so a run that outlives its lease and meets a second one fetches no page
 * twice.
 */
const SOURCE_WATCH_LEASE_MS = 60 * 60 * 1000;
/** How often an instance looks for pages due: at most hourly, so none waits long past its day. */
const MAX_TICK_MS = 60 * 60 * 1000;

/**
 * Runs the watch now and then every hour (or every `everyMs` when shorter), one run at a time in
 * the cluster by the lease. Answers the stop, which resolves once the run under way has ended.
 */
export function startSourceWatch(
  settings: SourceWatchSettings,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let stopping = false;
  const watch = () => watchSources(settings, { stopped: () => stopping });
  const tick = () => {
    running = running
      .then(() => withJobLease('source-watch', SOURCE_WATCH_LEASE_MS, watch))
      .catch(onError);
  };
  tick();
  const timer = setInterval(tick, Math.min(settings.everyMs, MAX_TICK_MS));
  timer.unref();
  return async () => {
    stopping = true;
    clearInterval(timer);
    await running;
  };
}
