import { paths } from '../../../config/paths';

/** The page to return to after signing in: a path of this site from `?next=`, else home. */
export function returnPath(next: string | null): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home;
  return next;
}
