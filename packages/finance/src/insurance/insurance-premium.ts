import {
  formatMoney,
  type CoverType,
  type InsuranceTerms,
  type PremiumBand,
} from '@sg-finance/contract';
import { formatSGD } from '../money.js';

/** The person a premium is asked for and the cover they want. */
export interface InsuranceApplicant {
  age: number;
  smoker: boolean;
  coverType: CoverType;
  /** The sum insured wanted, in S$. */
  coverAmount: number;
}

export interface PremiumLine {
  text: string;
  amount?: string;
}

/** A plan's premium for the applicant, or why the plan does not fit. */
export type InsuranceQuote =
  | {
      fits: true;
      premiumYearly: number;
      /** The sum the plan insures: the cover asked, or a flat plan's own cover. */
      coverSGD: number;
      /** The premium a year for each S$1,000 of `coverSGD`. */
      per1000: number;
      lines: PremiumLine[];
    }
  | { fits: false; reason: string };

const coverTypeWords: Record<CoverType, string> = {
  travel: 'travel',
  life: 'life',
  health: 'health',
  home: 'home',
  car: 'car',
  'personal-accident': 'personal accident',
};

function ageRange(bands: readonly PremiumBand[]): string {
  const youngest = Math.min(...bands.map((band) => band.ageFrom));
  const oldest = Math.max(...bands.map((band) => band.ageTo));
  return `ages ${youngest} to ${oldest}`;
}

/**
 * The premium a year of a plan for the applicant, from its premium table: the band of their age,
 * the smoker premium where the band gives one, then scaled to the cover asked. A `proportional`
 * table's premium is multiplied by the cover asked over the table's cover; a `flat` one charges
 * its premium for any cover up to its own and insures its own cover.
 */
export function insuranceQuote(
  terms: InsuranceTerms,
  applicant: InsuranceApplicant,
): InsuranceQuote {
  if (terms.coverType !== applicant.coverType) {
    return {
      fits: false,
      reason: terms.coverType
        ? `Covers ${coverTypeWords[terms.coverType]}, not ${coverTypeWords[applicant.coverType]}`
        : 'Its cover type is not given',
    };
  }
  const table = terms.premiumTable;
  if (!table) return { fits: false, reason: 'Gives no premiums by age' };
  const band = table.bands.find(
    (candidate) => candidate.ageFrom <= applicant.age && applicant.age <= candidate.ageTo,
  );
  if (!band) {
    return {
      fits: false,
      reason: `No premium at age ${applicant.age}: takes ${ageRange(table.bands)}`,
    };
  }
  const proportional = table.scaling === 'proportional';
  const maxCover = proportional ? (terms.coverageAmount ?? table.coverAmount) : table.coverAmount;
  if (applicant.coverAmount > maxCover) {
    return { fits: false, reason: `Covers at most ${formatMoney(maxCover)}` };
  }
  if (proportional && terms.minCoverAmount !== undefined) {
    if (applicant.coverAmount < terms.minCoverAmount) {
      return { fits: false, reason: `Covers at least ${formatMoney(terms.minCoverAmount)}` };
    }
  }

  const smokerRate = applicant.smoker && band.smokerPremium !== undefined;
  const bandPremium = smokerRate ? band.smokerPremium! : band.premium;
  const who = applicant.smoker
    ? smokerRate
      ? 'smoker'
      : 'smoker (same premium as a non-smoker)'
    : 'non-smoker';
  const lines: PremiumLine[] = [
    {
      text: `Age ${applicant.age} (band ${band.ageFrom} to ${band.ageTo}), ${who}: for ${formatMoney(table.coverAmount)} of cover`,
      amount: formatSGD(bandPremium),
    },
  ];
  const premiumYearly = proportional
    ? (bandPremium * applicant.coverAmount) / table.coverAmount
    : bandPremium;
  const coverSGD = proportional ? applicant.coverAmount : table.coverAmount;
  lines.push({
    text: proportional
      ? `Scaled to your cover: ${formatSGD(bandPremium)} × ${formatMoney(applicant.coverAmount)} ÷ ${formatMoney(table.coverAmount)}`
      : `One premium for any cover up to ${formatMoney(table.coverAmount)}`,
    amount: formatSGD(premiumYearly),
  });
  const per1000 = coverSGD > 0 ? (premiumYearly * 1000) / coverSGD : 0;
  lines.push({
    text: `Per S$1,000 of ${formatMoney(coverSGD)} cover`,
    amount: formatSGD(per1000),
  });
  return { fits: true, premiumYearly, coverSGD, per1000, lines };
}

export interface InsuranceRanking<Item> {
  /** Plans that fit, by premium a year, then by premium per S$1,000 (the cheapest first). */
  ranked: {
    item: Item;
    premiumYearly: number;
    coverSGD: number;
    per1000: number;
    lines: PremiumLine[];
  }[];
  /** Plans that do not fit, with the reason: those of the type asked first, else as given. */
  apart: { item: Item; reason: string }[];
}

export function rankInsurance<Item extends { terms?: InsuranceTerms }>(
  items: readonly Item[],
  applicant: InsuranceApplicant,
): InsuranceRanking<Item> {
  const ranking: InsuranceRanking<Item> = { ranked: [], apart: [] };
  for (const item of items) {
    const quote = insuranceQuote(item.terms ?? {}, applicant);
    if (quote.fits) {
      const { fits: _fits, ...figures } = quote;
      ranking.ranked.push({ item, ...figures });
    } else {
      ranking.apart.push({ item, reason: quote.reason });
    }
  }
  ranking.ranked.sort((a, b) => a.premiumYearly - b.premiumYearly || a.per1000 - b.per1000);
  const otherType = (item: Item) => (item.terms?.coverType === applicant.coverType ? 0 : 1);
  ranking.apart.sort((a, b) => otherType(a.item) - otherType(b.item));
  return ranking;
}
