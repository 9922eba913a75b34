import { listingKinds, type ListingKind } from '@sg-finance/contract';

/** The group a listing kind's routes are shown in: `Credit cards`. */
export function listingTag(kind: ListingKind): string {
  return `${kind.noun[0]!.toUpperCase()}${kind.noun.slice(1)}s`;
}

/** The groups of the reference page, in its order, each with what its routes are about. */
export const apiTags: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    listingKinds.map((kind) => [
      listingTag(kind),
      `The ${kind.noun}s of the catalogue: anyone reads them, administrators keep them.`,
    ]),
  ),
  Blog: 'The blog’s posts: anyone reads them, administrators write them.',
  'Catalogue changes': 'What changed in the catalogue, read from its revisions.',
  'Source watch':
    'The daily fetch of each listing’s source page, and whether it changed unchecked.',
  'Open data':
    'The whole catalogue and the approved merchant code reports as files, and the administrators’ import of listings.',
  Merchants: 'Merchants and the spend category their charges usually fall in.',
  'Merchant codes':
    'The merchant category codes users report from their statements, checked by administrators: each merchant’s evidence, and the approved reports as open data.',
  'Government securities':
    'Singapore T-bill auctions and Savings Bond issues as MAS publishes them, kept by administrators.',
  Search: 'One search over the catalogue and the blog.',
  Providers: 'The banks, brokers and insurers whose products the catalogue lists.',
  Accounts: 'Sign-up, sign-in, sign-out and the password reset by mail.',
  'My account': 'The signed-in user’s account: password, email, data download, deletion.',
  'My wallet': 'The signed-in user’s wallet: the products held and the spend profile.',
  'My watches': 'The products the signed-in user watches.',
  'My alerts': 'What changed in the watched products, and offers about to end.',
  'My applications':
    'The signed-in user’s applications: the offer’s terms of the day, deadlines, status, reminders.',
  'Weekly digest':
    'The one-click unsubscribe of the weekly digest, by the signed link of its mail.',
  Suggestions: 'Rewards visitors suggest, and the administrators’ inbox of them.',
  History: 'Every saved version of listings and posts, for administrators.',
  Administration: 'The administrators’ worklists and the site’s outbox.',
  Operations: 'Liveness and readiness, for the host’s health checks.',
  'About this API': 'This document, as JSON and as a page.',
};
