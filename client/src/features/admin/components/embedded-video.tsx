import type { ContentBlock, ContentState, EditorState } from 'draft-js';
import { isAllowedVideoEmbed } from '@sg-finance/contract';

interface EmbeddedVideoProps {
  block: ContentBlock;
  contentState: ContentState;
}

/**
 * An embedded link in the editor, framed like on the visitor's page: only a YouTube or Vimeo
 * player, sandboxed. react-draft-wysiwyg's own block frames any address, `javascript:` included.
 */
export function EmbeddedVideo({ block, contentState }: EmbeddedVideoProps) {
  const entityKey = block.getEntityAt(0);
  const data = (entityKey ? contentState.getEntity(entityKey).getData() : {}) as {
    src?: unknown;
    height?: unknown;
    width?: unknown;
  };
  const src = typeof data.src === 'string' ? data.src : '';
  if (!isAllowedVideoEmbed(src)) {
    return (
      <p className="text-danger small mb-0">
        This embedded address is not a YouTube or Vimeo video and is not shown.
      </p>
    );
  }
  return (
    <iframe
      src={src}
      height={typeof data.height === 'string' ? data.height : undefined}
      width={typeof data.width === 'string' ? data.width : undefined}
      sandbox="allow-scripts allow-same-origin allow-popups allow-presentation"
      allowFullScreen
      title="Embedded video"
    />
  );
}

/**
 * Hands atomic blocks holding an embedded link to `EmbeddedVideo`, the rest to the editor.
 * react-draft-wysiwyg passes its config (with `getEditorState`) as the second argument, which its
 * type declarations leave out.
 */
export function renderEmbeddedVideoBlock(
  block: ContentBlock,
  config?: { getEditorState: () => EditorState },
) {
  if (!config || block.getType() !== 'atomic') return undefined;
  const entityKey = block.getEntityAt(0);
  if (!entityKey) return undefined;
  const contentState = config.getEditorState().getCurrentContent();
  if (contentState.getEntity(entityKey).getType() !== 'EMBEDDED_LINK') return undefined;
  return { component: EmbeddedVideo, editable: false };
}
