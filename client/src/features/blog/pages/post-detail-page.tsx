import { useEffect, type ComponentType } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { MediaImage } from '../../../components/ui/media-image';
import { paths } from '../../../config/paths';
import { fetchPost } from '../blog-slice';
import { PostBody } from '../components/post-body';
import { TagChips } from '../components/tag-chips';
import type { Post } from '@sg-finance/contract';
import { formatDateTime } from '../../../lib/dates';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { useAdminToolsShown } from '../../auth';
import { selectBlogState } from '../blog-slice';

export interface PostAdminActionsProps {
  post: Post;
}

interface PostDetailPageProps {
  /** Edit and Delete, supplied by the admin feature; rendered for administrators only. */
  adminActions?: ComponentType<PostAdminActionsProps>;
}

/** One blog post at /posts/{slug or id}. */
export function PostDetailPage({ adminActions: AdminActions }: PostDetailPageProps) {
  const { slugOrId = '' } = useParams();
  const dispatch = useAppDispatch();
  const adminToolsShown = useAdminToolsShown();
  const detail = useAppSelector((state) => selectBlogState(state).detail);

  useEffect(() => {
    void dispatch(fetchPost(slugOrId));
  }, [dispatch, slugOrId]);

  const current = detail.slugOrId === slugOrId;
  const post = current ? detail.post : null;
  const error = current ? detail.error : null;
  usePageMeta({ title: post?.title ?? 'Blog', description: post?.description });

  return (
    <div className="container py-4 post-detail">
      <p className="mb-3">
        <Link to={paths.blog}>&larr; All posts</Link>
      </p>
      {error ? (
        <ErrorBanner message={error} onRetry={() => void dispatch(fetchPost(slugOrId))} />
      ) : !post ? (
        <LoadingSpinner />
      ) : (
        <article>
          <h1 className="fw-bold mb-3">{post.title}</h1>
          {adminToolsShown && AdminActions && (
            <div className="mb-3">
              <AdminActions post={post} />
            </div>
          )}
          <MediaImage
            image={post.image}
            recorded={post}
            alt={post.title}
            width={1280}
            height={720}
            className="rounded mb-4"
            priority
          />
          <PostBody post={post} />
          <footer className="border-top pt-3 mt-4 d-grid gap-2">
            <p className="mb-0">Author: {post.author}</p>
            <p className="mb-0 text-body-secondary">
              Last Updated: {formatDateTime(post.createdAt)}
            </p>
            <TagChips tags={post.tags ?? []} />
          </footer>
        </article>
      )}
    </div>
  );
}
