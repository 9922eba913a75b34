import { isLinkAddress } from '@sg-finance/contract';
import type { ContentBlock, ContentState, EditorState } from 'draft-js';

/** The entity fields through which a link reaches the page's HTML, as the server reads them. */
const linkFields = ['url', 'href'] as const;

function isRefusedLink(content: ContentState, entityKey: string): boolean {
  const entity = content.getEntity(entityKey);
  if (entity.getType().toUpperCase() !== 'LINK') return false;
  const data = entity.getData() as Record<string, unknown>;
  return linkFields.some((field) => {
    const address = data[field];
    return typeof address === 'string' && !isLinkAddress(address);
  });
}

function entityKeysOf(block: ContentBlock): Set<string> {
  const keys = new Set<string>();
  block.getCharacterList().forEach((character) => {
    const key = character?.getEntity();
    if (key) keys.add(key);
  });
  return keys;
}

function holdsEntity(content: ContentState, entityKey: string): boolean {
  return content
    .getBlockMap()
    .some(
      (block) =>
        block?.getCharacterList().some((character) => character?.getEntity() === entityKey) ??
        false,
    );
}

/**
 * Whether the change from `before` to `after` puts in a link the server would refuse, from the
 * link dialog or pasted. Only the blocks the change touched are read, so typing stays cheap; a
 * link the body held already (a post saved before the rule) is left for the server to judge.
 */
export function addsRefusedLink(before: EditorState, after: EditorState): boolean {
  const content = after.getCurrentContent();
  const earlier = before.getCurrentContent();
  if (content === earlier) return false;
  const earlierBlocks = earlier.getBlockMap();
  return content.getBlockMap().some((block) => {
    if (!block || earlierBlocks.get(block.getKey()) === block) return false;
    return [...entityKeysOf(block)].some(
      (key) => isRefusedLink(content, key) && !holdsEntity(earlier, key),
    );
  });
}
