import 'react-draft-wysiwyg/dist/react-draft-wysiwyg.css';
import './rich-text-editor.css';
import type { EditorState } from 'draft-js';
import { useMemo } from 'react';
import { Editor } from 'react-draft-wysiwyg';
import type { EditorMode } from '../lib/editor-mode';
import { editorToolbar, type UploadedImage } from '../lib/editor-toolbar';
import { renderEmbeddedVideoBlock } from './embedded-video';
import { useKeyboardToolbar } from './use-keyboard-toolbar';

interface RichTextEditorProps {
  mode: EditorMode;
  editorState: EditorState;
  onChange: (editorState: EditorState) => void;
  onImageUpload: (file: File) => Promise<UploadedImage>;
}

/** The post body editor (react-draft-wysiwyg), with the toolbar of the create or edit page. */
export function RichTextEditor({
  mode,
  editorState,
  onChange,
  onImageUpload,
}: RichTextEditorProps) {
  const toolbar = useMemo(() => editorToolbar(mode, onImageUpload), [mode, onImageUpload]);
  const wrapper = useKeyboardToolbar<HTMLDivElement>();
  return (
    <div ref={wrapper}>
      <Editor
        editorState={editorState}
        onEditorStateChange={onChange}
        toolbar={toolbar}
        customBlockRenderFunc={renderEmbeddedVideoBlock}
        ariaLabel="Content"
        wrapperClassName="border rounded"
        toolbarClassName="border-0 border-bottom"
        editorClassName="px-3"
        editorStyle={{ minHeight: 240 }}
      />
    </div>
  );
}
