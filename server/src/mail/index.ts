export { createMailer, type MailMessage, type Mailer } from './mailer.js';
export { readOutbox, removeMessagesTo } from './outbox.js';
