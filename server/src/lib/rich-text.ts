import type { DraftRaw } from '../validation/rich-text.schema.js';

const UPLOAD_URL_PREFIX = '/uploads/';

function isImageEntity(type: string): boolean {
  return type.toUpperCase() === 'IMAGE';
}

/** The body of a post with no text yet: one empty paragraph, which every draft-js editor accepts. */
export function emptyRichText(): DraftRaw {
  return {
    blocks: [
      {
        key: 'empty',
        text: '',
        type: 'unstyled',
        depth: 0,
        inlineStyleRanges: [],
        entityRanges: [],
        data: {},
      },
    ],
    entityMap: {},
  };
}

export function imageSources(raw: DraftRaw): string[] {
  return Object.values(raw.entityMap)
    .filter((entity) => isImageEntity(entity.type) && typeof entity.data.src === 'string')
    .map((entity) => entity.data.src as string);
}

/** The images of a body that live in the upload folder, e.g. `/uploads/3f…9a.png`. */
export function uploadedImageSources(raw: DraftRaw): string[] {
  return imageSources(raw).filter((src) => src.startsWith(UPLOAD_URL_PREFIX));
}

/** Points every IMAGE entity whose `src` is a key of `replacements` at the stored file instead. */
export function replaceImageSources(
  raw: DraftRaw,
  replacements: ReadonlyMap<string, string>,
): DraftRaw {
  const entityMap = Object.fromEntries(
    Object.entries(raw.entityMap).map(([key, entity]) => {
      const src = entity.data.src;
      const replacement = typeof src === 'string' ? replacements.get(src) : undefined;
      if (!isImageEntity(entity.type) || replacement === undefined) return [key, entity];
      return [key, { ...entity, data: { ...entity.data, src: replacement } }];
    }),
  );
  return { ...raw, entityMap };
}
