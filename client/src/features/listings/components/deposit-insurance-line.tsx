import { sdicLine, type ListingTerms } from '@sg-finance/contract';

/** Whether SDIC insures the product, in plain words: said for the terms that tell it. */
export function DepositInsuranceLine({ terms }: { terms: ListingTerms | undefined }) {
  if (!terms || !('sdicInsured' in terms) || typeof terms.sdicInsured !== 'boolean') return null;
  return (
    <p className="deposit-insurance fw-semibold mb-3" data-insured={terms.sdicInsured}>
      {sdicLine(terms.sdicInsured)}
    </p>
  );
}
