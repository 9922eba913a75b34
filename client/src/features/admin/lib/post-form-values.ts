import type { Post } from '@sg-finance/contract';
import type { PostFormValues } from './post-payload';

export const emptyPostValues: PostFormValues = {
  title: '',
  slug: '',
  priority: '0',
  description: '',
  author: '',
  tags: '',
};

export function postToFormValues(post: Post): PostFormValues {
  return {
    title: post.title,
    slug: post.slug,
    priority: String(post.priority),
    description: post.description,
    author: post.author,
    tags: post.tags.join(','),
  };
}
