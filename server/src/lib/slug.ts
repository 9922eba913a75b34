// The contract defines slugs, so the admin forms fill and check them as the server does.
export { isObjectIdText, objectIdText, slugify } from '@sg-finance/contract';
