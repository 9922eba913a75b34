import sharp from 'sharp';
import type { ListingKind } from '@sg-finance/contract';

/** A real 2x2 PNG. */
export const pngBytes = await sharp({
  create: { width: 2, height: 2, channels: 3, background: { r: 200, g: 200, b: 200 } },
})
  .png()
  .toBuffer();

/** A real 3x2 JPEG. */
export const jpegBytes = await sharp({
  create: { width: 3, height: 2, channels: 3, background: { r: 20, g: 120, b: 200 } },
})
  .jpeg()
  .toBuffer();

/** The WebP signature: `RIFF`, four bytes of size, then `WEBP`. */
export function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

export const svgBytes = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
);

export const textBytes = Buffer.from('this is not an image, whatever its name says');

/** The multipart text fields of a complete listing of `kind`, as the admin form sends them. */
export function listingForm(
  kind: ListingKind,
  overrides: Record<string, string> = {},
): Record<string, string> {
  const details = Object.fromEntries(
    kind.listFields.map((field) => [field, [`${field} line one`, `${field} line two`]]),
  );
  return {
    title: `Test ${kind.noun}`,
    subtitle: 'A subtitle',
    category: 'DBS',
    slug: '',
    priority: '3',
    tiers: JSON.stringify({
      tier1: 'Min. income S$30,000',
      tier2: 'Tier two',
      tier3: 'Tier three',
    }),
    rewardOffer: JSON.stringify([
      { description: 'S$150 cashback', tag: 'New', link: 'https://www.dbs.com.sg/' },
    ]),
    details: JSON.stringify(details),
    ...overrides,
  };
}

export interface DraftImage {
  src: string;
}

/** draft-js raw content: one paragraph, then one atomic block per image. */
export function draftRaw(text: string, images: readonly DraftImage[] = []) {
  return {
    blocks: [
      {
        key: 'para1',
        text,
        type: 'unstyled',
        depth: 0,
        inlineStyleRanges: [{ offset: 0, length: Math.min(4, text.length), style: 'BOLD' }],
        entityRanges: [],
        data: {},
      },
      ...images.map((_image, index) => ({
        key: `img${index}`,
        text: ' ',
        type: 'atomic',
        depth: 0,
        inlineStyleRanges: [],
        entityRanges: [{ offset: 0, length: 1, key: index }],
        data: {},
      })),
    ],
    entityMap: Object.fromEntries(
      images.map((image, index) => [
        String(index),
        { type: 'IMAGE', mutability: 'MUTABLE', data: { src: image.src, alt: '' } },
      ]),
    ),
  };
}

export function postForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    title: 'Saving for a rainy day',
    slug: '',
    priority: '1',
    description: 'Why an emergency fund matters',
    author: 'Test Author',
    tags: JSON.stringify(['Savings', 'Tips']),
    richTextDescription: JSON.stringify(draftRaw('Start small and keep going.')),
    ...overrides,
  };
}
