import type { Socket } from 'node:net';
import type { ByteBudget } from './byte-budget.js';
import { HEADER_BYTES, MAX_MESSAGE_BYTES } from './protocol.js';

/** Answers one complete message; undefined sends nothing back (moreToCome), a throw closes. */
export type MessageHandler = (message: Buffer) => Promise<Buffer | undefined>;

/** Messages queued before the socket is paused, so a flooding client cannot grow memory. */
const MAX_QUEUED = 16;

/**
 * Frames the byte stream of one client into messages and handles them one at a time, in order.
 * A message length outside 16..48,000,000 bytes is refused before any of it is buffered. Every
 * byte received is counted against the server's budget until its message has been handled; a
 * connection whose bytes would pass it is closed.
 */
export class Connection {
  private chunks: Buffer[] = [];
  private buffered = 0;
  private expected = 0;
  private queued = 0;
  private queue: Promise<void> = Promise.resolve();
  /** Bytes of this connection counted in the budget: buffered plus queued messages. */
  private held = 0;

  constructor(
    private readonly socket: Socket,
    private readonly handle: MessageHandler,
    private readonly budget: ByteBudget,
  ) {
    socket.on('data', (chunk: Buffer) => this.receive(chunk));
    socket.on('error', () => socket.destroy());
    socket.on('close', () => this.releaseAll());
  }

  private releaseAll(): void {
    this.budget.release(this.held);
    this.held = 0;
    this.chunks = [];
    this.buffered = 0;
  }

  private receive(chunk: Buffer): void {
    if (!this.budget.reserve(chunk.length)) {
      this.socket.destroy();
      return;
    }
    this.held += chunk.length;
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    while (!this.socket.destroyed) {
      if (this.expected === 0) {
        if (this.buffered < 4) return;
        const head = this.chunks[0] as Buffer;
        const length = (head.length >= 4 ? head : Buffer.concat(this.chunks)).readInt32LE(0);
        if (length < HEADER_BYTES || length > MAX_MESSAGE_BYTES) {
          this.socket.destroy();
          return;
        }
        this.expected = length;
      }
      if (this.buffered < this.expected) return;
      const all =
        this.chunks.length === 1 ? (this.chunks[0] as Buffer) : Buffer.concat(this.chunks);
      const message = all.subarray(0, this.expected);
      const rest = all.subarray(this.expected);
      this.chunks = rest.length > 0 ? [rest] : [];
      this.buffered = rest.length;
      this.expected = 0;
      this.enqueue(message);
    }
  }

  private enqueue(message: Buffer): void {
    this.queued += 1;
    if (this.queued >= MAX_QUEUED) this.socket.pause();
    this.queue = this.queue.then(async () => {
      try {
        const reply = await this.handle(message);
        if (reply && !this.socket.destroyed) this.socket.write(reply);
      } catch {
        this.socket.destroy();
      } finally {
        if (!this.socket.destroyed) {
          this.budget.release(message.length);
          this.held -= message.length;
        }
        this.queued -= 1;
        if (this.queued < MAX_QUEUED && this.socket.isPaused()) this.socket.resume();
      }
    });
  }
}
