import {
  formatMoney,
  loanBandWords,
  loanLowestRate,
  loanRateBasis,
  loanRates,
  type LoanRate,
  type LoanTerms,
} from '@sg-finance/contract';
import { offer, type DemoListing } from './demo-listing.js';
import type { DemoProviderName } from './providers.js';

/** A demo loan: what it names itself; tiers and detail lines come from its terms. */
export interface DemoLoan {
  title: string;
  slug: string;
  subtitle: string;
  category: DemoProviderName;
  priority: number;
  offers: readonly (readonly [description: string, tag: string, endsInDays?: number])[];
  keyFeatures: string[];
  terms: LoanTerms;
}

/**
 * The loan each demo EIR is quoted for: S$10,000 (or the band's or loan's smallest amount, when
 * larger) over 24 months, the comparison of ../shared/SG-FIGURES.md.
 */
export function quotedRequest(terms: LoanTerms, rate: LoanRate) {
  const amount = Math.max(10000, rate.band?.minAmount ?? 0, terms.minAmount ?? 0);
  return { amount, tenureMonths: 24 };
}

function rateLine(terms: LoanTerms, rate: LoanRate): string {
  const basis = rate.basis === 'flat' ? 'flat' : 'on the reducing balance';
  const band = rate.band ? ` ${loanBandWords(rate.band)}` : '';
  const quoted = quotedRequest(terms, rate);
  const eir =
    rate.eir === undefined
      ? ''
      : ` (EIR ${rate.eir}% on ${formatMoney(quoted.amount)} over ${quoted.tenureMonths} months)`;
  return `${rate.rate}% a year ${basis}${band}${eir}`;
}

function feeLine(terms: LoanTerms): string {
  const fee = terms.processingFee;
  if (!fee || (fee.percent === 0 && !fee.minimum)) return 'No processing fee';
  const minimum = fee.minimum ? ` (at least ${formatMoney(fee.minimum)})` : '';
  const how = fee.charged === 'added' ? 'added to the loan' : 'deducted from the amount paid out';
  return `Processing fee ${fee.percent}%${minimum}, ${how}`;
}

export function loan(product: DemoLoan): DemoListing {
  const { offers, keyFeatures, terms, ...fields } = product;
  const lowest = loanLowestRate(terms);
  return {
    ...fields,
    rewardOffer: offers.map(([description, tag, endsInDays]) =>
      offer(product.category, description, tag, endsInDays),
    ),
    tiers: {
      tier1:
        lowest === undefined
          ? 'No rate published'
          : `${loanRateBasis(terms) === 'flat' ? 'Flat rate' : 'Rate on the reducing balance'} from ${lowest}% a year`,
      tier2:
        terms.minAmount === undefined || terms.maxAmount === undefined
          ? 'Loan amount: as the bank approves it'
          : `Borrow ${formatMoney(terms.minAmount)} to ${formatMoney(terms.maxAmount)}`,
      tier3: `Tenure ${terms.minTenureMonths} to ${terms.maxTenureMonths} months`,
    },
    lists: {
      keyFeatures,
      repaymentSummary: [...loanRates(terms).map((rate) => rateLine(terms, rate)), feeLine(terms)],
    },
    terms,
  };
}
