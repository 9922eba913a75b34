/**
 * How a purchase is made and coded, as a bank sees it: the merchant category code (MCC) the
 * merchant's acquirer gives it, the way it is paid and its currency. Card terms define bonuses
 * by them, merchants carry their codes, users report them.
 */

/** The ways a purchase is paid that card terms tell apart. */
export const paymentChannels = ['inStore', 'contactless', 'mobileWallet', 'online'] as const;
export type PaymentChannel = (typeof paymentChannels)[number];

/** A way of paying as a sentence says it after 'paid': 'paid contactless'. */
export const paymentChannelWords: Record<PaymentChannel, string> = {
  inStore: 'in store with the card inserted or swiped',
  contactless: 'contactless',
  mobileWallet: 'with a mobile wallet',
  online: 'online',
};

/** 'online, contactless or with a mobile wallet'. */
export function paymentChannelsText(channels: readonly PaymentChannel[]): string {
  const words = channels.map((channel) => paymentChannelWords[channel]);
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1)}`;
}

/** Singapore dollars, or any other currency (which cards charge a foreign-currency fee on). */
export const purchaseCurrencies = ['SGD', 'foreign'] as const;
export type PurchaseCurrency = (typeof purchaseCurrencies)[number];

export const purchaseCurrencyWords: Record<PurchaseCurrency, string> = {
  SGD: 'Singapore dollars',
  foreign: 'a foreign currency',
};

/** A merchant category code: four digits, as on a statement ('5814'). */
export const MCC_PATTERN = /^\d{4}$/;

/** Codes as banks list them in their terms: one code ('5812') or a range ('3000-3350'). */
export const MCC_RANGE_PATTERN = /^(\d{4})(?:-(\d{4}))?$/;

/** The first and last code of a range written as `MCC_RANGE_PATTERN`, or undefined. */
export function mccRangeBounds(range: string): { from: number; to: number } | undefined {
  const match = MCC_RANGE_PATTERN.exec(range);
  if (!match) return undefined;
  const from = Number(match[1]);
  const to = match[2] === undefined ? from : Number(match[2]);
  return from <= to ? { from, to } : undefined;
}

/** Whether the four-digit `code` is one of `ranges` (ranges that do not parse hold no code). */
export function mccInRanges(code: string, ranges: readonly string[]): boolean {
  if (!MCC_PATTERN.test(code)) return false;
  const value = Number(code);
  return ranges.some((range) => {
    const bounds = mccRangeBounds(range);
    return bounds !== undefined && value >= bounds.from && value <= bounds.to;
  });
}
