import type { Model, Schema } from 'mongoose';

/** Lower-cased text, as stored in `searchText` and `titleKey` and as search words are matched. */
export function foldCase(text: string): string {
  return text.toLowerCase();
}

function joinTexts(values: readonly unknown[]): string {
  return values
    .flatMap((value) => (Array.isArray(value) ? [...(value as unknown[])] : [value]))
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .join('\n');
}

/**
 * Keeps two derived fields on every save and insert (both run validation): `searchText`, the
 * lower-cased texts of `fields` (strings or lists of strings), which searches match with one escaped regex per word (the
 * embedded engine has no `$text`), and `titleKey`, the lower-cased title, for a case-insensitive
 * A-Z order without collations. Neither is ever sent: reads leave them out, `toObject` drops them.
 */
export function searchable(schema: Schema, fields: readonly string[]): void {
  schema.add({
    searchText: { type: String, default: '', select: false },
    titleKey: { type: String, default: '', select: false },
  });
  schema.pre('validate', function () {
    const title: unknown = this.get('title');
    this.set({
      searchText: foldCase(joinTexts(fields.map((field): unknown => this.get(field)))),
      titleKey: foldCase(typeof title === 'string' ? title : ''),
    });
  });
  schema.set('toObject', {
    transform: (_doc, record: Record<string, unknown>) => {
      delete record.searchText;
      delete record.titleKey;
      return record;
    },
  });
  schema.index({ searchText: 1 });
  schema.index({ titleKey: 1, _id: 1 });
}

/**
 * Fills the derived fields of records stored before they existed (or written around the model),
 * without touching their `updatedAt`.
 */
export async function fillSearchFields<T>(model: Model<T>): Promise<number> {
  const stale = await model.find({ titleKey: { $exists: false } }).exec();
  for (const record of stale) await record.save({ timestamps: false });
  return stale.length;
}
