import type { RawDraftContentState } from 'draft-js';
import { priorityValue } from './listing-payload';

export interface PostFormValues {
  title: string;
  slug: string;
  priority: string;
  description: string;
  author: string;
  /** Comma separated, as typed: 'Finance,Investment'. */
  tags: string;
}

export interface PostSubmission {
  values: PostFormValues;
  body: RawDraftContentState;
  image: File | null;
  /** Files uploaded into the body, by the local `blob:` address the editor shows them with. */
  contentUploads: ReadonlyMap<string, File>;
  id?: string;
}

/** Tags are split on commas as typed, without trimming; only empty pieces are dropped. */
export function splitTags(text: string): string[] {
  return text.split(',').filter((tag) => tag !== '');
}

/**
 * The uploaded body images the post still shows, in the order of the body's entities, each once:
 * an image inserted and then deleted again is not sent.
 */
export function collectContentImages(
  body: RawDraftContentState,
  contentUploads: ReadonlyMap<string, File>,
): { sources: string[]; files: File[] } {
  const images: { src: string; file: File }[] = [];
  for (const entity of Object.values(body.entityMap)) {
    const src: unknown = entity.data?.src;
    if (entity.type !== 'IMAGE' || typeof src !== 'string') continue;
    const file = contentUploads.get(src);
    if (file && !images.some((image) => image.src === src)) images.push({ src, file });
  }
  return { sources: images.map((image) => image.src), files: images.map((image) => image.file) };
}

/** Builds the multipart body of `POST /api/posts/create` and `PUT /api/posts/update`. */
export function buildPostFormData(submission: PostSubmission): FormData {
  const { values, body, image, contentUploads, id } = submission;
  const contentImages = collectContentImages(body, contentUploads);

  const form = new FormData();
  if (id !== undefined) form.append('id', id);
  form.append('title', values.title);
  form.append('description', values.description);
  form.append('tags', JSON.stringify(splitTags(values.tags)));
  form.append('author', values.author);
  form.append('slug', values.slug);
  form.append('richTextDescription', JSON.stringify(body));
  if (image) form.append('image', image);
  form.append('priority', priorityValue(values.priority));
  form.append('contentImageSrc', JSON.stringify(contentImages.sources));
  for (const file of contentImages.files) form.append('contentImage', file);
  return form;
}
