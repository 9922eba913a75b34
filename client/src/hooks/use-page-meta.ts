import { useEffect } from 'react';
import { useDocumentTitle } from './use-document-title';

/** The description of index.html, for pages that have none of their own. */
export const defaultDescription =
  'Compare credit cards, brokerage accounts, insurance, savings and loans in Singapore by their welcome rewards, and read our finance blog.';

export interface PageMeta {
  title?: string;
  description?: string;
}

function descriptionTag(): HTMLMetaElement {
  const existing = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/** Sets the tab title and the meta description, restoring the site's description on leaving. */
export function usePageMeta({ title, description }: PageMeta): void {
  useDocumentTitle(title);
  useEffect(() => {
    const tag = descriptionTag();
    tag.content = description?.trim() || defaultDescription;
    return () => {
      tag.content = defaultDescription;
    };
  }, [description]);
}
