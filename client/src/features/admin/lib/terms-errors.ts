import { termsSchemas } from '@sg-finance/contract';
import { fieldOfServerMessage } from '../../../lib/field-errors';
import type { KindUi } from '../../../lib/listings/kind-uis';
import { draftKeyOf, termsOfDraft, type TermsDraft } from './terms-draft';
import { termsFormFieldsOf } from './terms-form-fields';

/** Messages by the form key of their field (`annualFee`, `earn.row-7.rate`); `terms` for the rest. */
export type TermsErrors = Readonly<Record<string, string>>;

export const wholeTermsKey = 'terms';

/** Checks the typed terms with the kind's terms schema, the rules the server applies. */
export function checkTerms(kind: KindUi, draft: TermsDraft): TermsErrors {
  const fields = termsFormFieldsOf(kind);
  const result = termsSchemas[kind.key].safeParse(termsOfDraft(fields, draft));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = draftKeyOf(fields, draft, issue.path) ?? wholeTermsKey;
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * The field a server refusal names: 'terms.earn.0.rate: must be at most 100' lands beside the
 * rate of the first earn row sent. Other messages name no term and give nothing.
 */
export function serverTermsErrors(
  kind: KindUi,
  draft: TermsDraft,
  message: string | null | undefined,
): TermsErrors {
  const named = fieldOfServerMessage(message);
  if (named?.path[0] !== 'terms') return {};
  const path = named.path.slice(1);
  const key = path.length === 0 ? wholeTermsKey : draftKeyOf(termsFormFieldsOf(kind), draft, path);
  return { [key ?? wholeTermsKey]: named.problem };
}
