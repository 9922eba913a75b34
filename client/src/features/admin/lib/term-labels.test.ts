import { termsFormFieldsOf, type TermsFormField } from './terms-form-fields';
import { kindUis } from '../../../lib/listings/kind-uis';
import { termFormLabel } from './term-form-labels';
import { formOptionLabel } from './term-form-labels';

function formPaths(fields: readonly TermsFormField[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'group') return [field.path, ...formPaths(field.fields)];
    if (field.type === 'rows') return [field.path, `${field.path}.row`, ...formPaths(field.fields)];
    return [field.path];
  });
}

function formOptions(fields: readonly TermsFormField[]): string[] {
  return fields.flatMap((field) => {
    if (field.type === 'choice' || field.type === 'choices') return [...field.options];
    if (field.type === 'group' || field.type === 'rows') return formOptions(field.fields);
    return [];
  });
}

describe.each(kindUis)('the words of the $navLabel terms', (kind) => {
  it('name every term field, sort and need filter', () => {
    const keys = [
      ...kind.termFields.map((field) => field.key),
      ...kind.termSorts.map((sort) => sort.name),
      ...kind.termFilters.map((filter) => filter.name),
    ];
    expect(keys.filter((key) => kind.termLabels[key] === undefined)).toEqual([]);
  });

  it('name every field of the terms form, its own names first', () => {
    const unnamed = formPaths(termsFormFieldsOf(kind)).filter(
      (path) => termFormLabel(kind, path) === path,
    );
    expect(unnamed).toEqual([]);
  });

  it('name every fixed choice', () => {
    const options = formOptions(termsFormFieldsOf(kind));
    expect(options.filter((option) => formOptionLabel(option) === option)).toEqual([]);
  });
});
