import type { Post } from '@sg-finance/contract';

/**
 * The post's body as the server rendered it. The server sanitises it: no script, event handler,
 * `javascript:` address, style or frame from outside the video hosts is left in `bodyHtml`.
 */
export function PostBody({ post }: { post: Post }) {
  return <div className="post-body" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />;
}
