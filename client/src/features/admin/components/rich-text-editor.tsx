import 'react-draft-wysiwyg/dist/react-draft-wysiwyg.css';
import './rich-text-editor.css';
import { linkAddressRule } from '@sg-finance/contract';
import type { EditorState } from 'draft-js';
import { useMemo, useState } from 'react';
import { Editor } from 'react-draft-wysiwyg';
import type { EditorMode } from '../lib/editor-mode';
import { editorToolbar, type UploadedImage } from '../lib/editor-toolbar';
import { addsRefusedLink } from '../lib/refused-links';
import { renderEmbeddedVideoBlock } from './embedded-video';
import { useKeyboardToolbar } from './use-keyboard-toolbar';

interface RichTextEditorProps {
  mode: EditorMode;
  editorState: EditorState;
  onChange: (editorState: EditorState) => void;
  onImageUpload: (file: File) => Promise<UploadedImage>;
}

/**
 * The post body editor (react-draft-wysiwyg), with the toolbar of the create or edit page. A
 * change that adds a link the server would refuse (`javascript:`) is not taken, and says why.
 */
export function RichTextEditor({
  mode,
  editorState,
  onChange,
  onImageUpload,
}: RichTextEditorProps) {
  const toolbar = useMemo(() => editorToolbar(mode, onImageUpload), [mode, onImageUpload]);
  const wrapper = useKeyboardToolbar<HTMLDivElement>();
  const [linkRefused, setLinkRefused] = useState(false);
  const change = (next: EditorState) => {
    const refused = addsRefusedLink(editorState, next);
    if (refused || next.getCurrentContent() !== editorState.getCurrentContent()) {
      setLinkRefused(refused);
    }
    if (!refused) onChange(next);
  };
  return (
    <div ref={wrapper}>
      <Editor
        editorState={editorState}
        onEditorStateChange={change}
        toolbar={toolbar}
        customBlockRenderFunc={renderEmbeddedVideoBlock}
        ariaLabel="Content"
        wrapperClassName="border rounded"
        toolbarClassName="border-0 border-bottom"
        editorClassName="px-3"
        editorStyle={{ minHeight: 240 }}
      />
      {linkRefused && (
        <p className="text-danger small mt-2 mb-0" role="alert">
          Link not added: {linkAddressRule}.
        </p>
      )}
    </div>
  );
}
