import { z } from 'zod';
import { isStoredImageUrl } from '../uploads/index.js';
import {
  isHttpUrl,
  isLinkAddress,
  linkAddressRule,
  refuseXmlForbidden,
} from '@sg-finance/contract';

const offset = z.number().int().min(0);

const blockSchema = z.object({
  key: z.string().min(1).max(64),
  text: z.string().superRefine(refuseXmlForbidden),
  type: z.string().min(1).max(64),
  depth: z.number().int().min(0).max(16),
  inlineStyleRanges: z.array(z.object({ offset, length: offset, style: z.string().max(100) })),
  entityRanges: z.array(z.object({ offset, length: offset, key: offset })),
  data: z.record(z.string(), z.unknown()).optional(),
});

const entitySchema = z.object({
  type: z.string().min(1).max(64),
  mutability: z.enum(['MUTABLE', 'IMMUTABLE', 'SEGMENTED']),
  data: z.record(z.string(), z.unknown()),
});

/** The raw content of a draft-js editor (`convertToRaw`), as the post editor saves it. */
export const draftRawSchema = z
  .object({
    blocks: z.array(blockSchema).min(1, 'must have at least one block').max(10_000),
    entityMap: z.record(z.string(), entitySchema),
  })
  .superRefine((raw, ctx) => {
    const keys = new Set<string>();
    for (const block of raw.blocks) {
      if (keys.has(block.key)) {
        ctx.addIssue({ code: 'custom', message: `has two blocks with the key ${block.key}` });
      }
      keys.add(block.key);
      for (const range of block.entityRanges) {
        if (!(String(range.key) in raw.entityMap)) {
          ctx.addIssue({ code: 'custom', message: `refers to a missing entity ${range.key}` });
        }
      }
    }
  });

export type DraftRaw = z.output<typeof draftRawSchema>;

/** The data fields through which draftjs-to-html puts an address into the HTML. */
const addressFields = ['url', 'href', 'src'] as const;

/** The entities that load what they point at; any other entity is a link, followed on a click. */
const loadedAddressRules: Record<string, string> = {
  IMAGE: 'an image must be an http(s) address or an uploaded file',
  EMBEDDED_LINK: 'an embedded video must be an http(s) address or an uploaded file',
};

function isSafeAddress(type: string, address: string): boolean {
  if (!(type in loadedAddressRules)) return isLinkAddress(address);
  return isHttpUrl(address) || isStoredImageUrl(address);
}

/**
 * The rule the first entity with an address that could run script or load something odd breaks
 * (a `javascript:` link, a `data:` image, an embed by relative path), or undefined when every
 * link is http(s), mailto: or a path on the site, and every image and embed http(s) or an
 * uploaded file. `localImages` are the sources of images uploaded with the same request, which are
 * pointed at the stored files before the body is saved.
 */
export function unsafeEntityAddress(
  raw: DraftRaw,
  localImages: ReadonlySet<string>,
): string | undefined {
  for (const entity of Object.values(raw.entityMap)) {
    const type = entity.type.toUpperCase();
    for (const field of addressFields) {
      const address = entity.data[field];
      if (typeof address !== 'string' || isSafeAddress(type, address)) continue;
      if (type === 'IMAGE' && field === 'src' && localImages.has(address)) continue;
      return loadedAddressRules[type] ?? linkAddressRule;
    }
  }
  return undefined;
}
