export { createMailer, type MailMessage, type Mailer } from './mailer.js';
export { readOutbox, type OutboxMessage } from './outbox.js';
