import { buildPost } from '../../../testing/fixtures';
import { postStructuredData } from './post-structured-data';

describe('the JSON-LD of a post', () => {
  it('describes it as a schema.org Article with its author and dates', () => {
    const post = buildPost({
      slug: 'best-miles-cards',
      author: 'Jane Tan',
      tags: ['Miles', 'Cards'],
      createdAt: '2026-01-02T00:00:00.000Z',
      updatedAt: '2026-02-03T00:00:00.000Z',
    });
    expect(postStructuredData(post, 'https://rewards.example')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: post.title,
      url: 'https://rewards.example/posts/best-miles-cards',
      author: { '@type': 'Person', name: 'Jane Tan' },
      datePublished: '2026-01-02T00:00:00.000Z',
      dateModified: '2026-02-03T00:00:00.000Z',
      keywords: 'Miles, Cards',
    });
  });
});
