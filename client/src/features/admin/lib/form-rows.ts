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
}

let lastRowId = 0;

export function newRowId(): string {
  lastRowId += 1;
  return `row-${lastRowId}`;
}

export function textRow(value = ''): TextRow {
  return { id: newRowId(), value };
}

export function rewardOfferRow(offer = { description: '', tag: '', link: '' }): RewardOfferRow {
  return { id: newRowId(), description: offer.description, tag: offer.tag, link: offer.link };
}

export function isBlank(text: string): boolean {
  return text.trim() === '';
}
