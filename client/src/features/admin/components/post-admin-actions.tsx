import { useCallback } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { paths } from '../../../config/paths';
import { blogCleared } from '../../blog';
import type { Post } from '@sg-finance/contract';
import { deletePost } from '../store/admin-thunks';
import { editAddress } from '../lib/edit-address';
import { historyAddress } from '../lib/history-record';
import { AdminActionsBar } from './admin-actions-bar';
import { useDeleteOutcome } from './use-delete-outcome';
import { useAdminToolsShown } from '../../auth';

/** Edit, History and Delete on a post's page, for administrators only. */
export function PostAdminActions({ post }: { post: Post }) {
  const dispatch = useAppDispatch();
  const shown = useAdminToolsShown();
  // The deleted post must not stay loaded: the post edit page would offer to edit it.
  const forgetPost = useCallback(() => dispatch(blogCleared()), [dispatch]);
  const deleteState = useDeleteOutcome(paths.blog, forgetPost);

  if (!shown) return null;
  return (
    <AdminActionsBar
      noun="post"
      title={post.title}
      editPath={editAddress(paths.updatePost, post._id)}
      historyPath={historyAddress('post', post._id)}
      deleteState={deleteState}
      failureText="Error deleting post"
      redirectText=" Redirecting to blog page..."
      onDelete={() => void dispatch(deletePost(post._id))}
    />
  );
}
