export { createMailer, type MailMessage, type Mailer } from './mailer.js';
export { readOutbox } from './outbox.js';
