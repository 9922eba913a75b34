/** One field that differs between two revisions; a side without the field is undefined. */
export interface FieldChange {
  /** Where the field is: `title`, `terms.monthlyCap.amount`, `rewardOffer.0.description`. */
  path: string;
  before: string | undefined;
  after: string | undefined;
}

/** Bookkeeping every save changes or no reader needs to compare. */
const skippedFields = new Set(['_id', 'createdAt', 'updatedAt']);

/** A post's body is stored as draft-js JSON: compared as its text, one line per paragraph. */
function bodyText(json: string): string {
  try {
    const raw = JSON.parse(json) as { blocks?: Array<{ text?: unknown }> };
    return (raw.blocks ?? []).map((block) => String(block.text ?? '')).join('\n');
  } catch {
    return json;
  }
}

function valueText(value: unknown): string {
  if (value === null) return '(none)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Every leaf of a saved document by its path: objects and arrays are walked into, so a change of
 * one term shows as that term (`terms.monthlyCap.amount`), not as the whole terms object.
 */
export function flattenDocument(document: Record<string, unknown>): Map<string, string> {
  const leaves = new Map<string, string>();
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      value.forEach((item, index) => walk(item, `${path}.${index}`));
      return;
    }
    if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) walk(item, path ? `${path}.${key}` : key);
      return;
    }
    if (value !== undefined) leaves.set(path, valueText(value));
  };
  for (const [key, value] of Object.entries(document)) {
    if (skippedFields.has(key)) continue;
    if (key === 'richTextDescription' && typeof value === 'string') {
      leaves.set('body', bodyText(value));
      continue;
    }
    walk(value, key);
  }
  return leaves;
}

/** The fields that differ from `older` to `newer`, in the order the newer (then older) has them. */
export function diffDocuments(
  older: Record<string, unknown>,
  newer: Record<string, unknown>,
): FieldChange[] {
  const before = flattenDocument(older);
  const after = flattenDocument(newer);
  const paths = [...new Set([...after.keys(), ...before.keys()])];
  return paths
    .filter((path) => before.get(path) !== after.get(path))
    .map((path) => ({ path, before: before.get(path), after: after.get(path) }));
}
