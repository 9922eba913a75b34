import type {
  BankCategory,
  ListField,
  ListingTerms,
  RewardOffer,
  Tiers,
} from '@sg-finance/contract';

/** One product of the demo catalogue; its picture is drawn from its kind and bank. */
export interface DemoListing {
  title: string;
  slug: string;
  subtitle: string;
  category: BankCategory;
  priority: number;
  tiers: Tiers;
  rewardOffer: RewardOffer[];
  lists: Partial<Record<ListField, string[]>>;
  /** Realistic Singapore figures for demonstration, not any bank's current offer. */
  terms: ListingTerms;
}

/** Said by every demo listing (the last line of its kind's last list) and by the seed. */
export const DEMO_FIGURES_NOTE =
  "Demonstration figures: realistic for Singapore but not any bank's current offer.";

/** The public home pages the demo reward offers link to. */
export const bankSites: Readonly<Record<BankCategory, string>> = {
  'American Express': 'https://www.americanexpress.com/en-sg/',
  CIMB: 'https://www.cimb.com.sg/',
  Citibank: 'https://www.citibank.com.sg/',
  DBS: 'https://www.dbs.com.sg/',
  HSBC: 'https://www.hsbc.com.sg/',
  OCBC: 'https://www.ocbc.com/',
  POSB: 'https://www.posb.com.sg/',
  'Standard Chartered': 'https://www.sc.com/sg/',
  UOB: 'https://www.uob.com.sg/',
};

const dayInMs = 24 * 60 * 60 * 1000;

/**
 * A demo reward offer. A few end some days after the catalogue is loaded, so a fresh site shows
 * offers ending soon and then hides them once they end, as it does with an administrator's dates.
 */
export function offer(
  category: BankCategory,
  description: string,
  tag: string,
  endsInDays?: number,
): RewardOffer {
  const link = bankSites[category];
  if (endsInDays === undefined) return { description, tag, link };
  const expiresAt = new Date(Date.now() + endsInDays * dayInMs).toISOString().slice(0, 10);
  return { description, tag, link, expiresAt };
}
