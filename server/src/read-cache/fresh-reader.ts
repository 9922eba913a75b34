/**
 * Shares calls of `read` among concurrent callers without ever answering a caller with a value
 * read before it asked: a caller arriving while a read is running waits for the next one, which
 * starts when the running read ends and serves everyone who arrived meanwhile. Under load this
 * is one read per burst of callers instead of one per caller.
 */
export class FreshReader<T> {
  private running: Promise<T> | undefined;
  private queued: Promise<T> | undefined;

  constructor(private readonly read: () => Promise<T>) {}

  next(): Promise<T> {
    if (!this.running) return this.start();
    this.queued ??= this.running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        this.queued = undefined;
        return this.start();
      });
    return this.queued;
  }

  private start(): Promise<T> {
    const running = this.read().finally(() => {
      if (this.running === running) this.running = undefined;
    });
    this.running = running;
    return running;
  }
}
