import { z } from 'zod';
import type { OutboxAnswer } from './outbox.js';

/** `GET /api/admin/outbox`: the mail written to the outbox folder, newest first. */
export const outboxAnswerSchema: z.ZodType<OutboxAnswer> = z.object({
  messages: z.array(
    z.object({
      id: z.string(),
      date: z.string(),
      from: z.string(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      html: z.string().optional(),
      headers: z.record(z.string(), z.string()).optional(),
    }),
  ),
  total: z.int().min(0),
  unreadable: z.array(z.string()),
  smtp: z.boolean(),
});
