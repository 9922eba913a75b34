import { formatDate } from '../site-dates.js';

/** One merchant category code the approved reports of a merchant saw. */
export interface MerchantCodeCount {
  mcc: string;
  /** How many approved reports saw it. */
  reports: number;
  /** The day of the latest purchase reported with it (YYYY-MM-DD). */
  latest: string;
}

/** How sure the site is of a merchant's code (the finance package's `merchantEvidenceRules`). */
export const merchantCodeSurenesses = ['none', 'unsure', 'likely', 'sure'] as const;
export type MerchantCodeSureness = (typeof merchantCodeSurenesses)[number];

/** What the approved reports of a merchant say: its codes, most reported first. */
export interface MerchantEvidence {
  codes: MerchantCodeCount[];
  /** Approved reports that named a code. */
  reports: number;
  sureness: MerchantCodeSureness;
}

export const noMerchantEvidence: MerchantEvidence = { codes: [], reports: 0, sureness: 'none' };

export const merchantCodeSurenessWords: Record<MerchantCodeSureness, string> = {
  none: 'No report yet',
  unsure: 'Unsure: one report, or reports that disagree',
  likely: 'Likely: more reports name it than any other code',
  sure: 'Sure: at least 3 reports, and 4 in 5 of them agree',
};

const reportsText = (count: number) => `${count} report${count === 1 ? '' : 's'}`;

/**
 * The evidence in one sentence: "MCC 5814 in 12 reports, latest 03/Nov/2026; 2 reports say 5812";
 * undefined when no approved report named a code.
 */
export function merchantEvidenceSentence(evidence: MerchantEvidence): string | undefined {
  const [leading, ...others] = evidence.codes;
  if (!leading) return undefined;
  const first = `MCC ${leading.mcc} in ${reportsText(leading.reports)}, latest ${formatDate(leading.latest)}`;
  const rest = others.map(
    (other) => `${reportsText(other.reports)} ${other.reports === 1 ? 'says' : 'say'} ${other.mcc}`,
  );
  return [first, ...rest].join('; ');
}
