import { MediaImage } from '../../components/ui/media-image';
import { paths } from '../../config/paths';
import { formatDate } from '../../lib/dates';
import { HomePictureCard } from './home-picture-card';
import { HomeSection } from './home-section';
import { latestPostsLoad } from './home-section-loads';
import { useSectionData } from './use-section-data';

export function LatestPosts() {
  const posts = useSectionData(latestPostsLoad);
  if (!posts?.length) return null;
  return (
    <HomeSection title="Latest posts">
      <ul className="row row-cols-1 row-cols-md-3 g-3 list-unstyled mb-0">
        {posts.map((post) => (
          <li className="col" key={post._id}>
            <HomePictureCard
              picture={
                <MediaImage
                  image={post.image}
                  recorded={post}
                  alt={post.title}
                  width={640}
                  height={360}
                  className="card-img-top"
                />
              }
              title={post.title}
              to={paths.post(post.slug || post._id)}
            >
              <p className="small text-body-secondary mb-1">{formatDate(post.createdAt)}</p>
              <p className="small mb-0 home-post-description">{post.description}</p>
            </HomePictureCard>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
