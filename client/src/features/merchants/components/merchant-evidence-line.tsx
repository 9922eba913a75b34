import {
  merchantCodeSurenessWords,
  merchantEvidenceSentence,
  type MerchantEvidence,
} from '@sg-finance/contract';

/**
 * What the approved reports say of a merchant's code: "MCC 5814 in 12 reports, latest
 * 03/Nov/2026; 2 reports say 5812", then how sure the site is; or that nobody has reported yet.
 */
export function MerchantEvidenceLine({ evidence }: { evidence: MerchantEvidence }) {
  const sentence = merchantEvidenceSentence(evidence);
  return (
    <span data-testid="merchant-evidence">
      {sentence ? `${sentence}. ` : 'No report of its code yet. '}
      {sentence && <em>{merchantCodeSurenessWords[evidence.sureness]}.</em>}
    </span>
  );
}
