import { formatMoney } from '../money-text.js';
import type { InsuranceTerms } from './insurance-terms.schema.js';

/**
 * A plan's premiums a year by age band, a line a band after the cover they are for: the detail
 * page's 'Premiums by age'. None without a premium table.
 */
export function insurancePremiumLines(terms: InsuranceTerms): string[] {
  const table = terms.premiumTable;
  if (!table) return [];
  const cover = formatMoney(table.coverAmount);
  return [
    table.scaling === 'proportional'
      ? `A year, for ${cover} of cover; other cover in proportion`
      : `A year, for cover up to ${cover}`,
    ...table.bands.map((band) => {
      const ages =
        band.ageFrom === band.ageTo
          ? `Age ${band.ageFrom}`
          : `Ages ${band.ageFrom} to ${band.ageTo}`;
      const smoker =
        band.smokerPremium === undefined ? '' : ` (smoker ${formatMoney(band.smokerPremium)})`;
      return `${ages}: ${formatMoney(band.premium)}${smoker}`;
    }),
  ];
}
