import { mailPendingAlerts, raiseAlerts, type MailSettings } from './alert-sweep.js';
import { withJobLease } from './job-lease.js';

/**
 * The longest one sweep holds its lease: a sweep whose process died is taken over after it. A
 * process that stops gently lets its sweep finish and release the lease first.
 */
export const ALERT_SWEEP_LEASE_MS = 60 * 1000;
const LEASE_NAME = 'alert-sweep';

export interface AlertSweeper {
  /**
   * Raises the alerts due, then mails the ones not mailed yet, unless another instance is
   * sweeping (it holds the lease); a call made during a sweep of this process waits for one
   * sweep after it.
   */
  sweep(): Promise<void>;
  /** Resolves once no sweep of this process runs (each releases its lease as it ends). */
  idle(): Promise<void>;
}

/**
 * One sweep at a time in this process, and one at a time in the cluster by the lease. `laterJobs`
 * run after the alerts, each under a lease of its own (the applications tracker's reminders and
 * digest).
 */
export function createAlertSweeper(
  mail: MailSettings,
  laterJobs: readonly (() => Promise<void>)[] = [],
): AlertSweeper {
  let running: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  const sweepOnce = async () => {
    await withJobLease(LEASE_NAME, ALERT_SWEEP_LEASE_MS, async () => {
      await raiseAlerts();
      await mailPendingAlerts(mail);
    });
    for (const job of laterJobs) await job();
  };

  function sweep(): Promise<void> {
    if (!running) {
      running = sweepOnce().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => undefined)
      .then(() => {
        next = null;
        return sweep();
      });
    return next;
  }

  return {
    sweep,
    async idle() {
      while (running || next) await (next ?? running)?.catch(() => undefined);
    },
  };
}

/**
 * Sweeps now (the catch-up after a stop or crash) and then every `intervalMs`, unreferenced.
 * Answers the stop, which resolves once the sweep under way (if any) has ended.
 */
export function startAlertSweeps(
  sweeper: AlertSweeper,
  onError: (error: unknown) => void,
  intervalMs: number,
): () => Promise<void> {
  const sweep = () => sweeper.sweep().catch(onError);
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    return sweeper.idle();
  };
}
