import type { EditorMode } from './editor-mode';

/** What the editor's image button hands back: the address the body shows the image with. */
export interface UploadedImage {
  data: { link: string };
}

const createOptions = [
  'inline',
  'blockType',
  'fontSize',
  'list',
  'textAlign',
  'colorPicker',
  'link',
  'embedded',
  'emoji',
  'image',
  'remove',
  'history',
];

/** Editing a post offers neither links nor emoji, and images by upload only (SPEC). */
const updateOptions = createOptions.filter((option) => option !== 'link' && option !== 'emoji');

/** The react-draft-wysiwyg toolbar of the create and the edit page. */
export function editorToolbar(
  mode: EditorMode,
  uploadCallback: (file: File) => Promise<UploadedImage>,
) {
  return {
    options: mode === 'create' ? createOptions : updateOptions,
    image: {
      uploadCallback,
      uploadEnabled: true,
      urlEnabled: mode === 'create',
      previewImage: true,
      inputAccept: 'image/avif,image/gif,image/jpeg,image/png,image/webp',
      alt: { present: true, mandatory: false },
    },
  };
}
