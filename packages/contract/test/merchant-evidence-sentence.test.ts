import { describe, expect, it } from 'vitest';
import { merchantEvidenceSentence, noMerchantEvidence } from '../src/index.js';

describe('merchantEvidenceSentence', () => {
  it('says the leading code, its reports and latest day, then the others', () => {
    expect(
      merchantEvidenceSentence({
        codes: [
          { mcc: '5814', reports: 12, latest: '2026-11-03' },
          { mcc: '5812', reports: 2, latest: '2026-10-01' },
          { mcc: '7399', reports: 1, latest: '2026-09-01' },
        ],
        reports: 15,
        sureness: 'sure',
      }),
    ).toBe('MCC 5814 in 12 reports, latest 03/Nov/2026; 2 reports say 5812; 1 report says 7399');
  });

  it('writes one report in the singular, and nothing without a report', () => {
    expect(
      merchantEvidenceSentence({
        codes: [{ mcc: '5411', reports: 1, latest: '2026-01-31' }],
        reports: 1,
        sureness: 'unsure',
      }),
    ).toBe('MCC 5411 in 1 report, latest 31/Jan/2026');
    expect(merchantEvidenceSentence(noMerchantEvidence)).toBeUndefined();
  });
});
