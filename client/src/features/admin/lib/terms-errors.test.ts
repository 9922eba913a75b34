import { kindUiByKey } from '../../../lib/listings/kind-uis';
import { termsDraftOf, termsDraftRow, type TermsDraft } from './terms-draft';
import { checkTerms, serverTermsErrors, wholeTermsKey } from './terms-errors';
import { termsFormFieldsOf } from './terms-form-fields';

const cards = kindUiByKey('card');
const fields = termsFormFieldsOf(cards);
const earn = fields.find((field) => field.name === 'earn');
if (earn?.type !== 'rows') throw new Error('Cards have earn rate rows');
const earnFields = earn.fields;

function draftWithRows(): { draft: TermsDraft; blank: string; filled: string } {
  const blank = termsDraftRow(earnFields);
  const filled = termsDraftRow(earnFields, { category: 'dining', rate: 150 });
  return {
    draft: { ...termsDraftOf(fields), rewardType: 'cashback', earn: [blank, filled] },
    blank: blank.id,
    filled: filled.id,
  };
}

describe('the messages of the terms', () => {
  it('are placed by the field of each schema issue, counting only rows that were filled', () => {
    const { draft, filled } = draftWithRows();
    expect(checkTerms(cards, { ...draft, annualFee: 'abc' })).toEqual({
      annualFee: 'must be a number',
      [`earn.${filled}.rate`]: 'must be at most 100',
    });
  });

  it('place a server refusal beside the field it names, counting only rows that were filled', () => {
    const { draft, filled } = draftWithRows();
    expect(serverTermsErrors(cards, draft, 'terms.earn.0.rate: must be at most 100')).toEqual({
      [`earn.${filled}.rate`]: 'must be at most 100',
    });
    expect(serverTermsErrors(cards, draft, 'terms.annualFee: must not be negative')).toEqual({
      annualFee: 'must not be negative',
    });
  });

  it('keep a refusal of the terms as a whole, or of an unknown term, for the whole section', () => {
    const { draft } = draftWithRows();
    expect(serverTermsErrors(cards, draft, 'terms: must be JSON')).toEqual({
      [wholeTermsKey]: 'must be JSON',
    });
    expect(serverTermsErrors(cards, draft, 'terms.colour: unknown')).toEqual({
      [wholeTermsKey]: 'unknown',
    });
  });

  it('give nothing for messages about other fields', () => {
    const { draft } = draftWithRows();
    expect(serverTermsErrors(cards, draft, 'A credit card with this slug already exists')).toEqual(
      {},
    );
    expect(serverTermsErrors(cards, draft, null)).toEqual({});
  });
});
