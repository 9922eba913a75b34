import type {
  MerchantCodeCount,
  MerchantCodeSureness,
  MerchantEvidence,
} from '@sg-finance/contract';

/** What one approved report says of a merchant's code. */
export interface CodeReport {
  mcc: string;
  /** The day of the purchase (YYYY-MM-DD). */
  day: string;
}

/** The fewest reports, and the share of them, that make the leading code sure. */
const SURE_REPORTS = 3;
const SURE_SHARE = 0.8;

/** "How we calculate" for a merchant's code, one rule a line, for the merchant page and /which-card. */
export const merchantEvidenceRules = [
  'Signed-in users report what their statement showed for a purchase: the merchant category code (MCC), the card, the day and how they paid. An administrator checks each report; only approved ones count, a user’s repeat of the same purchase counts once, and a report merged into another counts as that one.',
  'The codes are listed by how many approved reports name them, then by the latest purchase. A merchant can post several codes (by outlet or by how you pay), so the other codes are shown too.',
  'Sure: at least 3 reports, and at least 4 in 5 of those that give a code name the leading one. Likely: at least 2 reports name it and no other code has as many. Unsure: one report, or two codes with as many reports each.',
] as const;

function sureness(codes: readonly MerchantCodeCount[], reports: number): MerchantCodeSureness {
  const [leading, second] = codes;
  if (!leading) return 'none';
  if (leading.reports >= SURE_REPORTS && leading.reports >= SURE_SHARE * reports) return 'sure';
  if (leading.reports >= 2 && (second?.reports ?? 0) < leading.reports) return 'likely';
  return 'unsure';
}

/** What a merchant's approved reports say of its code, by `merchantEvidenceRules`. */
export function merchantEvidence(reports: readonly CodeReport[]): MerchantEvidence {
  const byCode = new Map<string, MerchantCodeCount>();
  for (const { mcc, day } of reports) {
    const held = byCode.get(mcc);
    if (held) {
      held.reports += 1;
      if (day > held.latest) held.latest = day;
    } else {
      byCode.set(mcc, { mcc, reports: 1, latest: day });
    }
  }
  const codes = [...byCode.values()].sort(
    (a, b) =>
      b.reports - a.reports || b.latest.localeCompare(a.latest) || a.mcc.localeCompare(b.mcc),
  );
  return { codes, reports: reports.length, sureness: sureness(codes, reports.length) };
}
