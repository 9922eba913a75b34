/** A line of a repeatable list in a form; `id` keeps React keys stable while rows come and go. */
export interface TextRow {
  id: string;
  value: string;
}

export interface RewardOfferRow {
  id: string;
  description: string;
  tag: string;
  link: string;
  /** The date input's `YYYY-MM-DD`, or empty for an offer without an end date. */
  expiresAt: string;
}

let lastRowId = 0;

export function newRowId(): string {
  lastRowId += 1;
  return `row-${lastRowId}`;
}

export function textRow(value = ''): TextRow {
  return { id: newRowId(), value };
}

interface RewardOfferInput {
  description: string;
  tag: string;
  link: string;
  expiresAt?: string;
}

export function rewardOfferRow(
  offer: RewardOfferInput = { description: '', tag: '', link: '' },
): RewardOfferRow {
  return {
    id: newRowId(),
    description: offer.description,
    tag: offer.tag,
    link: offer.link,
    // The date input takes the date part only, whether the API sends a date or a timestamp.
    expiresAt: (offer.expiresAt ?? '').slice(0, 10),
  };
}

export function isBlank(text: string): boolean {
  return text.trim() === '';
}
