/** Whether a form creates a new record or edits the one loaded last. */
export type EditorMode = 'create' | 'update';
