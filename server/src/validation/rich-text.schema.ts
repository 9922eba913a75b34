import { z } from 'zod';

const offset = z.number().int().min(0);

const blockSchema = z.object({
  key: z.string().min(1).max(64),
  text: z.string(),
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
