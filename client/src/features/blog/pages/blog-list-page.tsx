import { useEffect, useRef } from 'react';
import { useNavigationType, useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ErrorBanner } from '../../../components/ui/error-banner';
import { FilterChips } from '../../../components/ui/filter-chips';
import { LoadingSpinner } from '../../../components/ui/loading-spinner';
import { PageBanner } from '../../../components/ui/page-banner';
import { fetchPosts } from '../blog-slice';
import { PostCard } from '../components/post-card';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { selectBlogState } from '../blog-slice';

const allTags = 'All';

const blogDescription =
  'Guides and news on credit cards, investing, insurance and saving in Singapore.';

export function BlogListPage() {
  const dispatch = useAppDispatch();
  const { loading, loaded, posts, tags, error } = useAppSelector(
    (state) => selectBlogState(state).list,
  );
  // The tag is in the address (`?tag=Cards`), so Back, a reload and a shared link keep it.
  const [searchParams, setSearchParams] = useSearchParams();
  const tag = searchParams.get('tag') ?? allTags;
  const chooseTag = (chosen: string) =>
    setSearchParams(chosen === allTags ? {} : { tag: chosen }, { preventScrollReset: true });
  usePageMeta({ title: 'Blog', description: blogDescription });

  // Back or Forward to the blog shows the posts already loaded, at the place the visitor left.
  const returning = useRef(useNavigationType() === 'POP' && loaded && !error);

  useEffect(() => {
    if (!returning.current) void dispatch(fetchPosts());
  }, [dispatch]);

  const tagOptions = [...new Set([allTags, ...tags])];
  const shown = tag === allTags ? posts : posts.filter((post) => post.tags?.includes(tag));

  return (
    <>
      <PageBanner heading="Blog" subheading={blogDescription} />
      <div className="container">
        <div className="mb-4">
          <FilterChips
            label="Filter by tag"
            options={tagOptions}
            selected={tag}
            onSelect={chooseTag}
          />
        </div>
        {loading || !loaded ? (
          <LoadingSpinner />
        ) : error ? (
          <ErrorBanner message={error} onRetry={() => void dispatch(fetchPosts())} />
        ) : shown.length === 0 ? (
          <p className="text-body-secondary">No posts yet.</p>
        ) : (
          <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-4">
            {shown.map((post, index) => (
              <div className="col" key={post._id}>
                <PostCard post={post} priority={index === 0} />
              </div>
            ))}
          </div>
        )}
      </div>
    </>
  );
}
