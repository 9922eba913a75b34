import { useId } from 'react';
import { Link } from 'react-router-dom';
import { MediaImage } from '../../../components/ui/media-image';
import { paths } from '../../../config/paths';
import type { Post } from '@sg-finance/contract';
import { excerpt } from '../lib/excerpt';

/** A post in the list; `priority` for the first, whose image is the page's largest at the top. */
export function PostCard({ post, priority = false }: { post: Post; priority?: boolean }) {
  const titleId = useId();
  return (
    <article className="card h-100 shadow-sm post-card" aria-labelledby={titleId}>
      <MediaImage
        image={post.image}
        recorded={post}
        alt={post.title}
        width={640}
        height={360}
        className="card-img-top"
        priority={priority}
      />
      <div className="card-body d-flex flex-column gap-2">
        <h2 className="h5 card-title" id={titleId}>
          {post.title}
        </h2>
        <p className="card-text">{excerpt(post.description)}</p>
        <div className="mt-auto">
          <Link
            className="btn btn-outline-primary"
            to={paths.post(post.slug || post._id)}
            aria-describedby={titleId}
          >
            Read more !
          </Link>
        </div>
      </div>
    </article>
  );
}
