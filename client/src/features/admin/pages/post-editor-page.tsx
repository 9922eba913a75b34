import { useLayoutEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import type { Post } from '@sg-finance/contract';
import { EditedRecordStatus } from '../components/edited-record-status';
import { PostForm } from '../components/post-form';
import { SaveStatus } from '../components/save-status';
import { useEditedRecord } from '../components/use-edited-record';
import { useUploadProgress } from '../components/use-upload-progress';
import { editorStateFromStored } from '../lib/editor-content';
import type { EditorMode } from '../lib/editor-mode';
import { emptyPostValues, postToFormValues } from '../lib/post-form-values';
import { buildPostFormData } from '../lib/post-payload';
import {
  createResultCleared,
  selectCreateState,
  selectUpdateState,
  updateResultCleared,
} from '../store/admin-slice';
import { createPost, updatePost } from '../store/admin-thunks';
import { editedPostLoad } from '../store/edited-record-loads';
import { selectLoadedPost } from '../store/loaded-items';

const postById = (id: string) => id;

const texts = {
  create: {
    heading: 'Create a new blog post',
    button: 'Publish Post',
    success: 'Post published successfully.',
  },
  update: {
    heading: 'Edit blog post',
    button: 'Update Post',
    success: 'Post updated successfully.',
  },
} as const;

/** `/blog/new-post` and `/blog/update?id=...`: the post editor, empty or prefilled. */
export function PostEditorPage({ mode }: { mode: EditorMode }) {
  const text = texts[mode];
  return (
    <Container className="py-4 admin-page">
      <h1 className="mb-4">{text.heading}</h1>
      {mode === 'create' ? <PostEditorForm mode={mode} editing={null} /> : <PostUpdate />}
    </Container>
  );
}

function PostUpdate() {
  const loaded = useAppSelector(selectLoadedPost);
  const edited = useEditedRecord(loaded, editedPostLoad, postById);
  if (edited.status !== 'ready') {
    return (
      <EditedRecordStatus state={edited} noun="post" listLabel="the blog" listPath={paths.blog} />
    );
  }
  return <PostEditorForm mode="update" editing={edited.record} />;
}

function PostEditorForm({ mode, editing }: { mode: EditorMode; editing: Post | null }) {
  const dispatch = useAppDispatch();
  const saveState = useAppSelector(mode === 'create' ? selectCreateState : selectUpdateState);
  // A publish that succeeds starts a fresh, empty editor: a second click cannot publish it again.
  const [form, setForm] = useState(() => ({
    key: 0,
    values: editing ? postToFormValues(editing) : emptyPostValues,
    body: editorStateFromStored(editing?.richTextDescription ?? ''),
  }));
  const saved = saveState.result as Post | null;
  const progress = useUploadProgress();
  const text = texts[mode];

  // Before the first paint, so the result of an earlier visit never flashes.
  useLayoutEffect(() => {
    dispatch(mode === 'create' ? createResultCleared() : updateResultCleared());
  }, [dispatch, mode]);

  return (
    <PostForm
      key={form.key}
      mode={mode}
      initialValues={form.values}
      initialBody={form.body}
      currentImage={editing?.image}
      submitLabel={text.button}
      submitting={saveState.loading}
      status={
        <SaveStatus
          state={saveState}
          shareSent={progress.shareSent}
          successText={text.success}
          linkText="Go to blog page."
          linkTo={paths.blog}
          recordLink={
            mode === 'create' && saved
              ? { text: 'View the new post', to: paths.post(saved.slug || saved._id) }
              : null
          }
        />
      }
      onSubmit={(submission) => {
        const body = buildPostFormData({ ...submission, id: editing?._id });
        progress.reset();
        const sending = { body, onUploadProgress: progress.onUploadProgress };
        if (mode === 'update') {
          void dispatch(updatePost(sending));
          return;
        }
        void dispatch(createPost(sending))
          .unwrap()
          .then(
            () =>
              setForm((current) => ({
                key: current.key + 1,
                values: emptyPostValues,
                body: editorStateFromStored(''),
              })),
            // A refusal is shown from the store, with the form kept as typed.
            () => undefined,
          );
      }}
    />
  );
}
