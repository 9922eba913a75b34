/** A message the site wrote into its outbox folder (no SMTP server configured). */
export interface OutboxMessage {
  id: string;
  /** When it was written, as an ISO date. */
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Headers of its own, such as a digest's `List-Unsubscribe`. */
  headers?: Record<string, string> | undefined;
}

/** `GET /api/admin/outbox`: the newest messages first, how many the folder holds in all. */
export interface OutboxAnswer {
  messages: OutboxMessage[];
  total: number;
  /** The message files left out because they cannot be read (empty or cut short by a crash). */
  unreadable: string[];
  /** True when the site sends through SMTP: the outbox then only holds older messages. */
  smtp: boolean;
}
