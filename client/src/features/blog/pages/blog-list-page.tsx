import { useEffect, useState } from 'react';
import Col from 'react-bootstrap/Col';
import Container from 'react-bootstrap/Container';
import Row from 'react-bootstrap/Row';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { FilterChips } from '../../../components/ui/filter-chips';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageBanner } from '../../../components/ui/page-banner';
import { fetchPosts } from '../blog-slice';
import { PostCard } from '../components/post-card';
import { usePageMeta } from '../../../hooks/use-page-meta';

const allTags = 'All';

const blogDescription =
  'Guides and news on credit cards, investing, insurance and saving in Singapore.';

export function BlogListPage() {
  const dispatch = useAppDispatch();
  const { loading, loaded, posts, tags, error } = useAppSelector((state) => state.blog.list);
  const [tag, setTag] = useState(allTags);
  usePageMeta({ title: 'Blog', description: blogDescription });

  useEffect(() => {
    void dispatch(fetchPosts());
  }, [dispatch]);

  const tagOptions = [...new Set([allTags, ...tags])];
  const shown = tag === allTags ? posts : posts.filter((post) => post.tags?.includes(tag));

  return (
    <>
      <PageBanner heading="Blog" subheading={blogDescription} />
      <Container>
        <div className="mb-4">
          <FilterChips
            label="Filter by tag"
            options={tagOptions}
            selected={tag}
            onSelect={setTag}
          />
        </div>
        {loading || !loaded ? (
          <LoadingSpinner />
        ) : error ? (
          <ErrorBanner message={error} />
        ) : shown.length === 0 ? (
          <p className="text-body-secondary">No posts yet.</p>
        ) : (
          <Row xs={1} md={2} lg={3} className="g-4">
            {shown.map((post) => (
              <Col key={post._id}>
                <PostCard post={post} />
              </Col>
            ))}
          </Row>
        )}
      </Container>
    </>
  );
}
