import type { HistoryKind } from '@sg-finance/contract';
import { kindUis, type KindUi } from '../../../lib/listings/kind-uis';
import { termFormLabel } from './term-form-labels';
import {
  listingFormLabels,
  postFormLabels,
  providerFormLabels,
  rewardOfferFieldLabels,
  rewardOfferLabel,
  sectionFormLabel,
} from './form-labels';
import { termsFormFieldsOf, type TermsFormField } from './terms-form-fields';

/** Between the names of a field and the group or row it is in: 'Welcome gift › Gift value'. */
const NESTED = ' › ';

const isIndex = (segment: string) => /^\d+$/.test(segment);

const labelIn = (labels: Readonly<Record<string, string>>, key: string) =>
  Object.hasOwn(labels, key) ? labels[key] : undefined;

/**
 * A term by the names of the terms form: each group's legend, then the field's label; a row of a
 * repeatable list by its row legend and place ('Earn rate 2 › Rate'), a choice of a list of choices
 * by the list's label and place. `segments` is the path under `terms`.
 */
function termName(kind: KindUi, segments: readonly string[]): string | undefined {
  const names: string[] = [];
  let fields: readonly TermsFormField[] = termsFormFieldsOf(kind);
  let field: TermsFormField | undefined;
  for (const segment of segments) {
    if (isIndex(segment)) {
      const place = Number(segment) + 1;
      if (field?.type === 'rows')
        names.push(`${termFormLabel(kind, `${field.path}.row`)} ${place}`);
      else if (field?.type === 'choices' || field?.type === 'texts')
        names.push(`${names.pop() ?? ''} ${place}`);
      else return undefined;
      continue;
    }
    field = fields.find((candidate) => candidate.name === segment);
    if (!field) return undefined;
    if (field.type !== 'rows') names.push(termFormLabel(kind, field.path));
    fields = field.type === 'group' || field.type === 'rows' ? field.fields : [];
  }
  return names.join(NESTED);
}

function listingFieldName(kind: KindUi, [first = '', ...rest]: string[]): string | undefined {
  if (first === 'terms') return termName(kind, rest);
  if (first === 'tiers' && rest.length === 1) return labelIn(listingFormLabels, rest[0]!);
  if (first === 'rewardOffer' && rest.length === 2 && isIndex(rest[0]!)) {
    const field = labelIn(rewardOfferFieldLabels, rest[1]!);
    return field && `${rewardOfferLabel(Number(rest[0]))}${NESTED}${field}`;
  }
  const section = kind.sections.find((candidate) => candidate.field === first);
  if (section && rest.length === 1 && isIndex(rest[0]!)) {
    return `${sectionFormLabel(section)} ${Number(rest[0]) + 1}`;
  }
  return rest.length === 0 ? labelIn(listingFormLabels, first) : undefined;
}

function postFieldName([first = '', ...rest]: string[]): string | undefined {
  const label = labelIn(postFormLabels, first);
  if (label && rest.length === 0) return label;
  if (label && first === 'tags' && rest.length === 1 && isIndex(rest[0]!)) {
    return `${label} ${Number(rest[0]) + 1}`;
  }
  return undefined;
}

/**
 * A changed field of a record's history named as the admin form names it: `terms.welcome.value`
 * is 'Welcome gift › Gift value', `rewardOffer.0.tag` 'Reward offer 1 › Tag Name',
 * `keyFeatures.2` 'Key Features 3'. A field no form shows keeps its stored path.
 */
export function revisionFieldLabel(kind: HistoryKind, path: string): string {
  const segments = path.split('.');
  const listingKind = kindUis.find((candidate) => candidate.key === kind);
  if (kind === 'provider') return labelIn(providerFormLabels, path) ?? path;
  const name = listingKind ? listingFieldName(listingKind, segments) : postFieldName(segments);
  return name ?? path;
}
