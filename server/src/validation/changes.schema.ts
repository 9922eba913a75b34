import { listingKindKeys } from '@sg-finance/contract';
import { z } from 'zod';
import { emptyAsUndefined } from './fields.js';
import { pagingFields } from './paging.schema.js';
import { providerQueryField, queryObject } from './query.schema.js';

const kindMessage = `must be one of ${listingKindKeys.join(', ')}`;

/** A listing kind's key: `card`, `loan`, ... */
const kindKey = z.enum(listingKindKeys, { error: kindMessage });

/**
 * `GET /api/changes?kind=&provider=&page=&limit=`: the catalogue's changes, of one kind or
 * provider. `bank=` is the deprecated name of `provider=`, kept for the links that carry it.
 */
export const changesQuery = queryObject({
  ...pagingFields,
  kind: z.preprocess(emptyAsUndefined, kindKey.optional()),
  provider: providerQueryField,
  bank: providerQueryField.meta({ deprecated: true }),
}).check((ctx) => {
  const { provider, bank } = ctx.value;
  if (provider && bank && provider.toLowerCase() !== bank.toLowerCase()) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: ['bank'],
      message: 'names another provider than provider=; give provider= alone',
    });
  }
});

/** The provider a changes query asks for, by its name or its deprecated `bank=` alias. */
export function changesProvider(query: z.output<typeof changesQuery>): string | undefined {
  return query.provider ?? query.bank;
}

/** `GET /api/changes/:kind/:slug` takes no query parameter. */
export const recordChangesQuery = queryObject({});

/** `GET /api/changes/:kind/:slug`. */
export const recordChangesParams = z.object({ kind: kindKey, slug: z.string() });
