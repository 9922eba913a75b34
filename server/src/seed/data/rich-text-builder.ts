import type { DraftRaw } from '../../validation/rich-text.schema.js';

export type DemoTextBlock = {
  type: 'header-two' | 'unstyled' | 'unordered-list-item' | 'blockquote';
  text: string;
  /** A part of the text shown in bold. */
  bold?: string;
};

export type DemoBlock = DemoTextBlock | { type: 'image'; src: string; alt: string };

/** Builds draft-js raw content from simple paragraphs, as the post editor would save it. */
export function richText(blocks: readonly DemoBlock[]): DraftRaw {
  const entityMap: DraftRaw['entityMap'] = {};
  const rawBlocks = blocks.map((block, index) => {
    const key = `demo${index}`;
    if (block.type === 'image') {
      const entityKey = Object.keys(entityMap).length;
      entityMap[String(entityKey)] = {
        type: 'IMAGE',
        mutability: 'MUTABLE',
        data: { src: block.src, alt: block.alt, height: 'auto', width: '100%' },
      };
      return {
        key,
        text: ' ',
        type: 'atomic',
        depth: 0,
        inlineStyleRanges: [],
        entityRanges: [{ offset: 0, length: 1, key: entityKey }],
        data: {},
      };
    }
    const boldStart = block.bold ? block.text.indexOf(block.bold) : -1;
    return {
      key,
      text: block.text,
      type: block.type,
      depth: 0,
      inlineStyleRanges:
        block.bold && boldStart >= 0
          ? [{ offset: boldStart, length: block.bold.length, style: 'BOLD' }]
          : [],
      entityRanges: [],
      data: {},
    };
  });
  return { blocks: rawBlocks, entityMap };
}
