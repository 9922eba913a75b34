import { paths } from '../../../config/paths';
import { mediaUrl } from '../../../lib/media-url';
import type { Post } from '@sg-finance/contract';

/** schema.org Article data of a post page. */
export function postStructuredData(
  post: Post,
  origin = window.location.origin,
): Record<string, unknown> {
  const image = mediaUrl(post.image);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: post.description || undefined,
    url: `${origin}${paths.post(post.slug || post._id)}`,
    image: image || undefined,
    author: post.author ? { '@type': 'Person', name: post.author } : undefined,
    datePublished: post.createdAt,
    dateModified: post.updatedAt ?? post.createdAt,
    keywords: post.tags?.length ? post.tags.join(', ') : undefined,
  };
}
