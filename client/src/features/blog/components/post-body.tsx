import { useMemo } from 'react';
import type { Post } from '@sg-finance/contract';
import { richTextToHtml } from '../utils/render-rich-text';

export function PostBody({ post }: { post: Post }) {
  const html = useMemo(() => richTextToHtml(post.richTextDescription), [post.richTextDescription]);
  // The HTML is sanitised by richTextToHtml: no script, event handler or javascript: URL survives.
  return <div className="post-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
