import { convertToRaw, type EditorState } from 'draft-js';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import { slugify } from '@sg-finance/contract';
import type { EditorMode } from '../lib/editor-mode';
import { postFormLabels } from '../lib/form-labels';
import type { PostFormValues, PostSubmission } from '../lib/post-payload';
import { ImageUploadField } from './image-upload-field';
import { RichTextEditor } from './rich-text-editor';
import { SubmitButton } from './submit-button';

interface PostFormProps {
  mode: EditorMode;
  initialValues: PostFormValues;
  initialBody: EditorState;
  /** The stored image of the post being edited. */
  currentImage?: string;
  submitLabel: string;
  submitting: boolean;
  status?: ReactNode;
  onSubmit: (submission: Omit<PostSubmission, 'id'>) => void;
}

const textFields: { field: keyof PostFormValues; label: string; type?: string; as?: 'textarea' }[] =
  [
    { field: 'title', label: postFormLabels.title },
    { field: 'slug', label: postFormLabels.slug },
    { field: 'priority', label: postFormLabels.priority, type: 'number' },
    { field: 'description', label: postFormLabels.description, as: 'textarea' },
    { field: 'author', label: postFormLabels.author },
  ];

/** The post editor: image, the post's fields, tags and the rich-text body. The slug follows the
 * title until the administrator edits it. */
export function PostForm(props: PostFormProps) {
  const { mode, initialValues, initialBody, currentImage, submitLabel, submitting } = props;
  const [values, setValues] = useState(initialValues);
  const [body, setBody] = useState(initialBody);
  const [image, setImage] = useState<File | null>(null);
  // Images uploaded into the body are shown from local blob: addresses until the post is sent.
  const contentUploads = useRef(new Map<string, File>());

  useEffect(() => {
    const uploads = contentUploads.current;
    return () => {
      for (const src of uploads.keys()) URL.revokeObjectURL(src);
      uploads.clear();
    };
  }, []);

  const uploadImage = useCallback((file: File) => {
    const src = URL.createObjectURL(file);
    contentUploads.current.set(src, file);
    return Promise.resolve({ data: { link: src } });
  }, []);

  const [slugEdited, setSlugEdited] = useState(initialValues.slug !== '');
  const update = (field: keyof PostFormValues, value: string) => {
    if (field === 'slug') setSlugEdited(value !== '');
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === 'title' && !slugEdited ? { slug: slugify(value) } : {}),
    }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    props.onSubmit({
      values,
      body: convertToRaw(body.getCurrentContent()),
      image,
      contentUploads: contentUploads.current,
    });
  };

  return (
    <Form noValidate onSubmit={submit} className="admin-form">
      <ImageUploadField id="post-form-image" currentImage={currentImage} onFileChange={setImage} />
      {textFields.map(({ field, label, type = 'text', as }) => (
        <Form.Group className="mb-3" controlId={`post-form-${field}`} key={field}>
          <Form.Label>{label}</Form.Label>
          <Form.Control
            type={as ? undefined : type}
            as={as}
            rows={as ? 3 : undefined}
            value={values[field]}
            onChange={(event) => update(field, event.target.value)}
          />
        </Form.Group>
      ))}
      <Form.Group className="mb-3" controlId="post-form-tags">
        <Form.Label>{postFormLabels.tags}</Form.Label>
        <Form.Control
          value={values.tags}
          placeholder="Finance,Investment"
          aria-describedby="post-form-tags-hint"
          onChange={(event) => update('tags', event.target.value)}
        />
        <Form.Text id="post-form-tags-hint">Separate tags with commas.</Form.Text>
      </Form.Group>
      <div className="mb-4">
        <p className="form-label mb-2" aria-hidden="true">
          {postFormLabels.body}
        </p>
        <RichTextEditor
          mode={mode}
          editorState={body}
          onChange={setBody}
          onImageUpload={uploadImage}
        />
      </div>
      {props.status}
      <SubmitButton label={submitLabel} sending={submitting} />
    </Form>
  );
}
