import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  columnName,
  columnsOf,
  flattenRecord,
  isColumnOf,
  listingImportSchemaOf,
  listingKindByKey,
  listingKinds,
  openDataShapeOf,
  parseColumnName,
  unflattenRecord,
  type ColumnShape,
} from '../src/index.js';

const hasFilledCell = (shape: ColumnShape, value: unknown) =>
  Object.values(flattenRecord(shape, value)).some((cell) => cell !== '');

/** Text a spreadsheet finds hard: separators, quotes, line breaks and formula starts. */
const awkwardText = fc.oneof(
  fc.string({ maxLength: 20 }),
  fc.constantFrom('=SUM(A1)', '+65 6222 2222', '-5%', '@home', "'=quoted", 'a, "b"\nc', 'S$1,000'),
);

/**
 * Values a CSV row can hold exactly: an empty cell means "none", so optional text is never
 * empty, and an optional group or a list item always has a filled cell.
 */
function arbitraryOf(shape: ColumnShape): fc.Arbitrary<unknown> {
  if (shape.type === 'cell') {
    switch (shape.kind) {
      case 'text':
        return shape.optional ? awkwardText.filter((text) => text !== '') : awkwardText;
      case 'number':
        return fc
          .double({ min: -1e9, max: 1e9, noNaN: true, noDefaultInfinity: true })
          .map((number) => number + 0);
      case 'boolean':
        return fc.boolean();
      case 'choice':
        return fc.constantFrom(...shape.choices!);
    }
  }
  if (shape.type === 'list') {
    const item = arbitraryOf(shape.item).filter((value) => hasFilledCell(shape.item, value));
    return fc.array(item, { minLength: shape.optional ? 1 : 0, maxLength: 3 });
  }
  const fields = Object.fromEntries(
    Object.entries(shape.fields).map(([name, field]) => [name, arbitraryOf(field)]),
  );
  const requiredKeys = Object.entries(shape.fields)
    .filter(([, field]) => !field.optional)
    .map(([name]) => name);
  const group = fc.record(fields, { requiredKeys });
  return shape.optional ? group.filter((value) => hasFilledCell(shape, value)) : group;
}

describe('column names', () => {
  it('name a field by its path, lists by their item number', () => {
    expect(columnName(['terms', 'earn', 0, 'rate'])).toBe('terms.earn[0].rate');
    expect(parseColumnName('terms.earn[10].rate')).toEqual(['terms', 'earn', 10, 'rate']);
    expect(parseColumnName('keyFeatures[2]')).toEqual(['keyFeatures', 2]);
  });

  it('refuse names that are not written as fields', () => {
    for (const name of ['', '.title', 'terms..fee', 'terms.earn[x]', '[0]', 'a b', 'terms.'])
      expect(parseColumnName(name)).toBeUndefined();
  });

  it('belong to a kind only when they lead to one cell of its export', () => {
    const shape = openDataShapeOf(listingKindByKey('card'));
    const of = (name: string) => isColumnOf(shape, parseColumnName(name)!);
    expect(of('terms.welcome.value')).toBe(true);
    expect(of('terms.earn[3].cap.amount')).toBe(true);
    expect(of('keyFeatures[0]')).toBe(true);
    expect(of('terms.welcome')).toBe(false);
    expect(of('terms.welcome.colour')).toBe(false);
    expect(of('repaymentSummary[0]')).toBe(false);
  });

  it('make a header of every field, each list as long as its longest one (at least one)', () => {
    const kind = listingKindByKey('saving');
    const columns = columnsOf(openDataShapeOf(kind), [
      { keyFeatures: ['a', 'b', 'c'] },
      { keyFeatures: ['a'] },
    ]);
    expect(columns.slice(0, 3)).toEqual(['_id', 'title', 'slug']);
    expect(columns.filter((column) => column.startsWith('keyFeatures'))).toEqual([
      'keyFeatures[0]',
      'keyFeatures[1]',
      'keyFeatures[2]',
    ]);
    expect(columns).toContain('rewardOffer[0].expiresAt');
    expect(columns).toContain('terms.source.verifiedAt');
    expect(columns).not.toContain('interestDetails[0]');
  });
});

describe('reading a row of cells', () => {
  const kind = listingKindByKey('card');
  const shape = openDataShapeOf(kind);

  it('reads numbers, yes and no, skipped list numbers, and leaves out empty groups', () => {
    const record = unflattenRecord(shape, {
      title: 'Card',
      'terms.welcome.value': '350',
      'terms.welcome.unit': 'SGD',
      'terms.welcome.newToBankOnly': 'Yes',
      'terms.source.url': '',
      'keyFeatures[0]': 'first',
      'keyFeatures[4]': 'second',
    }) as Record<string, unknown>;
    expect(record.terms).toEqual({ welcome: { value: 350, unit: 'SGD', newToBankOnly: true } });
    expect(record.keyFeatures).toEqual(['first', 'second']);
    expect(record.tiers).toEqual({ tier1: '', tier2: '', tier3: '' });
  });

  it('gives a cell that is not a number as written, so the schema names the field', () => {
    const record = unflattenRecord(shape, {
      title: 'Card',
      category: 'DBS',
      'terms.welcome.value': 'S$350',
      'terms.welcome.unit': 'SGD',
    });
    const result = listingImportSchemaOf(kind).safeParse(record);
    expect(result.success).toBe(false);
    const issue = result.error!.issues[0]!;
    expect(columnName(issue.path as (string | number)[])).toBe('terms.welcome.value');
    expect(issue.message).toBe('must be a number');
  });

  it('takes off the quote that keeps a spreadsheet from running text as a formula', () => {
    const cells = flattenRecord(shape, { title: '=HYPERLINK("x")', subtitle: '-5% off' });
    expect(cells.title).toBe('\'=HYPERLINK("x")');
    expect(cells.subtitle).toBe("'-5% off");
    expect(unflattenRecord(shape, cells)).toMatchObject({
      title: '=HYPERLINK("x")',
      subtitle: '-5% off',
    });
  });
});

describe.each(listingKinds)('a $key listing', (kind) => {
  const shape = openDataShapeOf(kind);

  it('comes back the same from its cells, with any terms', () => {
    fc.assert(
      fc.property(arbitraryOf(shape), (listing) => {
        expect(unflattenRecord(shape, flattenRecord(shape, listing))).toEqual(listing);
      }),
      { numRuns: 150 },
    );
  });
});
