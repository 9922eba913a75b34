import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/env.js';
import { removeMessagesBefore, writeToOutbox } from './outbox.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Headers of its own, such as a digest's `List-Unsubscribe`. */
  headers?: Record<string, string> | undefined;
}

export interface Mailer {
  /** Sends through SMTP when the site has `SMTP_URL`, else writes the message into the outbox. */
  sendMail(message: MailMessage): Promise<void>;
}

export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async sendMail(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
  }
  // Nodemailer builds the whole message (headers, encodings) as it would for SMTP.
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async sendMail(message) {
      const sent = await composer.sendMail({ from: config.from, ...message });
      // `buffer: true` makes the message a Buffer rather than a stream.
      const raw = sent.message as Buffer;
      await writeToOutbox(config.outboxDir, { from: config.from, ...message }, raw);
      // The retention setting: older messages (a deleted account's among them) go.
      await removeMessagesBefore(
        config.outboxDir,
        new Date(Date.now() - config.retentionDays * DAY_MS),
      );
    },
  };
}
