import { convertFromRaw, EditorState, type RawDraftContentState } from 'draft-js';

/** The editor state of a stored post body (draft-js raw JSON text); empty if it cannot be read. */
export function editorStateFromStored(richText: string): EditorState {
  try {
    const raw = JSON.parse(richText) as RawDraftContentState;
    return EditorState.createWithContent(convertFromRaw(raw));
  } catch {
    return EditorState.createEmpty();
  }
}
