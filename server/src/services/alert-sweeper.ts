import { mailPendingAlerts, raiseAlerts, type MailSettings } from './alert-sweep.js';

/** How often the running server raises and mails alerts on its own. */
export const ALERT_SWEEP_INTERVAL_MS = 30 * 1000;

export interface AlertSweeper {
  /** Raises the alerts due now; a call made during a sweep waits for one sweep after it. */
  raise(): Promise<number>;
  /** Raises the alerts due, then mails the ones not mailed yet. */
  sweep(): Promise<void>;
}

/** One sweep at a time in this process; a second process sweeping too raises nothing twice. */
export function createAlertSweeper(mail: MailSettings): AlertSweeper {
  let running: Promise<number> | null = null;
  let next: Promise<number> | null = null;

  function raise(): Promise<number> {
    if (!running) {
      running = raiseAlerts().finally(() => {
        running = null;
      });
      return running;
    }
    next ??= running
      .catch(() => 0)
      .then(() => {
        next = null;
        return raise();
      });
    return next;
  }

  return {
    raise,
    async sweep() {
      await raise();
      await mailPendingAlerts(mail);
    },
  };
}

/** Sweeps now (the catch-up after a stop or crash) and then every `intervalMs`, unreferenced. */
export function startAlertSweeps(
  sweeper: AlertSweeper,
  onError: (error: unknown) => void,
  intervalMs = ALERT_SWEEP_INTERVAL_MS,
): () => void {
  const sweep = () => sweeper.sweep().catch(onError);
  void sweep();
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
