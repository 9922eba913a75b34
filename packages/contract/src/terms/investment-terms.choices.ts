/** The fixed choices of a investment's terms: read by its schema and by its fields and words. */

export const markets = ['SG', 'US', 'HK'] as const;
export type Market = (typeof markets)[number];

/** The currencies a broker states its fees in. */
export const feeCurrencies = ['SGD', 'USD', 'HKD'] as const;
export type FeeCurrency = (typeof feeCurrencies)[number];

/** The fees of a trade GST can be charged on. */
export const gstFees = ['commission', 'platformFee', 'exchangeFee', 'clearingFee'] as const;
export type GstFee = (typeof gstFees)[number];
