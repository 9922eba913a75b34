import {
  listingDetailPath,
  listingKindByKey,
  type HistoryKind,
  type Revision,
} from '@sg-finance/contract';
import { paths } from '../../../config/paths';

/** The admin address of a record's history: `/admin/history/card/<id>`. */
export function historyAddress(kind: HistoryKind, id: string): string {
  return `${paths.history}/${kind}/${encodeURIComponent(id)}`;
}

/** 'credit card', 'post', 'provider': how the history pages name a kind. */
export function historyNoun(kind: HistoryKind): string {
  return kind === 'post' || kind === 'provider' ? kind : listingKindByKey(kind).noun;
}

/** The public page of the record as a revision saved it. */
export function recordPagePath(revision: Revision): string {
  const slug = typeof revision.document.slug === 'string' ? revision.document.slug : '';
  if (revision.kind === 'post') return paths.post(slug || revision.recordId);
  if (revision.kind === 'provider') return paths.providers;
  return listingDetailPath(listingKindByKey(revision.kind), { slug, _id: revision.recordId });
}

export function revisionTitle(revision: Revision): string {
  const { title, name } = revision.document;
  if (typeof title === 'string' && title) return title;
  return typeof name === 'string' && name ? name : `(untitled ${revision.kind})`;
}

/** 'Created', 'Updated', 'Deleted', 'Restored'. */
export const operationLabels: Record<Revision['operation'], string> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  restore: 'Restored',
};
