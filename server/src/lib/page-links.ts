import type { PageQuery } from '../validation/paging.schema.js';

/**
 * The RFC 8288 `Link` header of a page: first, previous, next and last pages, keeping the
 * list's filters, e.g. `</api/creditcards?page=2&limit=20>; rel="next"`.
 */
export function pageLinks(
  path: string,
  filters: Readonly<Record<string, string | undefined>>,
  { page, limit }: PageQuery,
  total: number,
): string {
  const lastPage = Math.max(1, Math.ceil(total / limit));
  const link = (target: number, rel: string) => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
    query.set('page', String(target));
    query.set('limit', String(limit));
    return `<${path}?${query.toString()}>; rel="${rel}"`;
  };
  const links = [link(1, 'first')];
  if (page > 1) links.push(link(Math.min(page - 1, lastPage), 'prev'));
  if (page < lastPage) links.push(link(page + 1, 'next'));
  links.push(link(lastPage, 'last'));
  return links.join(', ');
}
