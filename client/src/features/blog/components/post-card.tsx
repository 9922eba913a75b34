import { useId } from 'react';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router-dom';
import { MediaImage } from '../../../components/ui/media-image';
import { paths } from '../../../config/paths';
import type { Post } from '@sg-finance/contract';
import { excerpt } from '../utils/excerpt';

export function PostCard({ post }: { post: Post }) {
  const titleId = useId();
  return (
    <Card as="article" className="h-100 shadow-sm post-card" aria-labelledby={titleId}>
      <MediaImage
        image={post.image}
        recorded={post}
        alt={post.title}
        width={640}
        height={360}
        className="card-img-top"
      />
      <Card.Body className="d-flex flex-column gap-2">
        <h2 className="h5 card-title" id={titleId}>
          {post.title}
        </h2>
        <Card.Text>{excerpt(post.description)}</Card.Text>
        <div className="mt-auto">
          <Link
            className="btn btn-outline-primary"
            to={paths.post(post.slug || post._id)}
            aria-describedby={titleId}
          >
            Read more !
          </Link>
        </div>
      </Card.Body>
    </Card>
  );
}
