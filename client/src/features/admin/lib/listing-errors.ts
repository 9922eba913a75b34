import {
  commercialTieSchema,
  listingFieldSchemas,
  rewardOfferSchema,
  slugSchema,
  tiersSchema,
} from '@sg-finance/contract';
import type { z } from 'zod';
import { fieldOfServerMessage } from '../../../lib/field-errors';
import { isBlank, type RewardOfferRow } from './form-rows';
import type { ListingFormValues } from './listing-form-values';

/**
 * Messages by field of the listing's own fields: `title`, `slug`, `priority`, `subtitle`,
 * `category`, `tier1`..`tier3`, and `offerFieldKey(row, field)` for a reward offer's field.
 */
export type ListingErrors = Readonly<Record<string, string>>;

export function offerFieldKey(rowId: string, field: string): string {
  return `offer.${rowId}.${field}`;
}

function firstProblem(schema: z.ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The offers the form sends: a row left completely empty is not sent. */
export function offersSent(rows: readonly RewardOfferRow[]): RewardOfferRow[] {
  return rows.filter(
    (offer) => !(isBlank(offer.description) && isBlank(offer.tag) && isBlank(offer.link)),
  );
}

/** Checks the listing's own fields with the contract's schemas, the rules the server applies. */
export function checkListing(values: ListingFormValues): ListingErrors {
  const problems: [string, string | undefined][] = [
    ['title', firstProblem(listingFieldSchemas.title, values.title)],
    // An empty slug is derived from the title by the server.
    ['slug', isBlank(values.slug) ? undefined : firstProblem(slugSchema, values.slug)],
    [
      'priority',
      isBlank(values.priority)
        ? undefined
        : firstProblem(listingFieldSchemas.priority, Number(values.priority)),
    ],
    ['subtitle', firstProblem(listingFieldSchemas.subtitle, values.subtitle)],
    ['category', firstProblem(listingFieldSchemas.category, values.category)],
    ['tier1', firstProblem(tiersSchema.shape.tier1, values.tier1)],
    ['tier2', firstProblem(tiersSchema.shape.tier2, values.tier2)],
    ['tier3', firstProblem(tiersSchema.shape.tier3, values.tier3)],
  ];
  const tie = commercialTieSchema.safeParse({
    kind: values.tieKind,
    disclosure: values.tieDisclosure,
  });
  for (const issue of tie.error?.issues ?? []) {
    problems.push([`commercialTie.${String(issue.path[0])}`, issue.message]);
  }
  for (const offer of offersSent(values.rewardOffers)) {
    const { description, tag, link, expiresAt } = offer;
    const sent = { description, tag, link, expiresAt: isBlank(expiresAt) ? undefined : expiresAt };
    const result = rewardOfferSchema.safeParse(sent);
    for (const issue of result.error?.issues ?? []) {
      problems.push([offerFieldKey(offer.id, String(issue.path[0])), issue.message]);
    }
  }
  const errors: Record<string, string> = {};
  for (const [field, problem] of problems) {
    if (problem !== undefined) errors[field] ??= problem;
  }
  return errors;
}

/** The messages left once the administrator has changed `fields` (`rewardOffers`: every offer's). */
export function withoutFields(errors: ListingErrors, fields: readonly string[]): ListingErrors {
  const changed = (key: string) =>
    fields.includes(key) || (fields.includes('rewardOffers') && key.startsWith('offer.'));
  const kept = Object.entries(errors).filter(([key]) => !changed(key));
  return kept.length === Object.keys(errors).length ? errors : Object.fromEntries(kept);
}

const ownFields = new Set(['title', 'slug', 'priority', 'subtitle', 'category']);

/**
 * The field a server refusal of the listing's own fields names: 'title: is required' beside the
 * title, 'rewardOffer.1.link: ...' beside the link of the second offer sent, and a duplicate slug
 * (409, 'A credit card with this slug already exists') beside the slug.
 */
export function serverListingErrors(
  values: ListingFormValues,
  message: string | null | undefined,
): ListingErrors {
  if (message?.endsWith('with this slug already exists')) return { slug: message };
  const named = fieldOfServerMessage(message);
  if (!named) return {};
  const [first, second, third] = named.path;
  if (typeof first === 'string' && ownFields.has(first)) return { [first]: named.problem };
  if (first === 'tiers' && typeof second === 'string') return { [second]: named.problem };
  if (first === 'rewardOffer' && typeof second === 'number' && typeof third === 'string') {
    const offer = offersSent(values.rewardOffers)[second];
    if (offer) return { [offerFieldKey(offer.id, third)]: named.problem };
  }
  return {};
}
