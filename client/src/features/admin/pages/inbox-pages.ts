/* The two inboxes, of suggestions and of mail, as one chunk: one entry in the site frame. */
export { OutboxPage } from './outbox-page';
export { SuggestionsInboxPage } from './suggestions-inbox-page';
