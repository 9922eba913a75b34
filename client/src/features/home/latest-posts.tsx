import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { formatUpdatedDate } from '../listings/utils/format-updated-date';
import { getLatestPosts } from './home-api';
import { HomeSection } from './home-section';
import { useSectionData } from './use-section-data';

export function LatestPosts() {
  const posts = useSectionData(getLatestPosts);
  if (!posts?.length) return null;
  return (
    <HomeSection title="Latest posts">
      <ul className="list-unstyled d-grid gap-3 mb-0">
        {posts.map((post) => (
          <li key={post._id}>
            <Link className="fw-semibold" to={paths.post(post.slug || post._id)}>
              {post.title}
            </Link>
            <p className="small text-body-secondary mb-0">
              {formatUpdatedDate(post.createdAt)} · {post.description}
            </p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
