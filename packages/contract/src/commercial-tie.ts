/** What a provider or a listing pays the site for, if anything. */
export const commercialTieKinds = ['none', 'affiliate', 'sponsored'] as const;
export type CommercialTieKind = (typeof commercialTieKinds)[number];

export const commercialTieLabels: Readonly<Record<CommercialTieKind, string>> = {
  none: 'None',
  affiliate: 'Affiliate link (we may earn a fee when you apply)',
  sponsored: 'Sponsored placement (paid for)',
};

/**
 * A commercial relationship and the words that disclose it, kept by administrators. It never
 * enters an order, a "Best" mark or a calculator: only links and the disclosures read it.
 */
export interface CommercialTie {
  kind: CommercialTieKind;
  disclosure: string;
}

/** The tie a listing's links carry: its own, else its provider's; none when neither has one. */
export function effectiveTie(
  listingTie: CommercialTie | undefined,
  providerTie: CommercialTie | undefined,
): CommercialTie | undefined {
  if (listingTie && listingTie.kind !== 'none') return listingTie;
  if (providerTie && providerTie.kind !== 'none') return providerTie;
  return undefined;
}

/**
 * The `rel` of a link to a provider: `sponsored` only where a tie pays for it (search engines are
 * told so), and no referrer to a provider that pays nothing.
 */
export function providerLinkRel(tie: CommercialTie | undefined): string {
  return tie ? 'sponsored noopener' : 'noopener noreferrer';
}
