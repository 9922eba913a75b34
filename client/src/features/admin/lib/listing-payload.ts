import type { KindUi } from '../../../lib/listings/kind-uis';
import { isBlank } from './form-rows';
import { offersSent } from './listing-errors';
import type { ListingFormValues } from './listing-form-values';
import { termsOfDraft } from './terms-draft';
import { termsFormFieldsOf } from './terms-form-fields';

/** The priority field's text as the number the API stores; empty or invalid means the default 0. */
export function priorityValue(text: string): string {
  const priority = Number(text);
  return isBlank(text) || !Number.isFinite(priority) ? '0' : String(priority);
}

/**
 * Builds the multipart body of `POST /api/K/create` and `PUT /api/K/update`: tiers, reward offers,
 * the kind's lists and the terms travel as JSON text. Rows left completely empty are not sent,
 * nor is a category that was not chosen, nor an offer's empty expiry date, nor an empty figure.
 */
export function buildListingFormData(
  kind: KindUi,
  values: ListingFormValues,
  image: File | null,
  id?: string,
): FormData {
  const rewardOffer = offersSent(values.rewardOffers).map(
    ({ description, tag, link, expiresAt }) =>
      isBlank(expiresAt) ? { description, tag, link } : { description, tag, link, expiresAt },
  );
  const details = Object.fromEntries(
    kind.sections.map((section) => [
      section.field,
      (values.lists[section.field] ?? [])
        .filter((row) => !isBlank(row.value))
        .map((row) => row.value),
    ]),
  );

  const body = new FormData();
  if (id !== undefined) body.append('id', id);
  body.append('title', values.title);
  body.append('subtitle', values.subtitle);
  body.append(
    'tiers',
    JSON.stringify({ tier1: values.tier1, tier2: values.tier2, tier3: values.tier3 }),
  );
  body.append('rewardOffer', JSON.stringify(rewardOffer));
  // No bank chosen yet: the server names the missing category instead of an empty one.
  if (values.category !== '') body.append('category', values.category);
  body.append('slug', values.slug);
  body.append('details', JSON.stringify(details));
  body.append(
    'commercialTie',
    JSON.stringify({ kind: values.tieKind, disclosure: values.tieDisclosure }),
  );
  body.append('terms', JSON.stringify(termsOfDraft(termsFormFieldsOf(kind), values.terms)));
  if (image) body.append('image', image);
  body.append('priority', priorityValue(values.priority));
  return body;
}
