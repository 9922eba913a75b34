const MAX_SLUG_LENGTH = 80;

/** 'Citi Rewards Card – 10X Points!' -> 'citi-rewards-card-10x-points'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/, '');
}

const objectIdPattern = /^[0-9a-f]{24}$/i;

/** True for the 24 hex digits of an ObjectId: such a path segment is looked up by `_id`. */
export function isObjectIdText(value: string): boolean {
  return objectIdPattern.test(value);
}

/** How the OpenAPI document describes a document id (`.meta(objectIdText)`). */
export const objectIdText = {
  pattern: '^[0-9a-fA-F]{24}$',
  description: 'A document id: 24 hexadecimal digits.',
} as const;
