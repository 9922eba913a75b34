import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useKeyedLoad, type KeyedLoad } from '../../../app/keyed-loads';

/** What an edit page edits: nothing chosen, being fetched, found, not found, or a failed fetch. */
export type EditedRecord<T> =
  | { status: 'none' }
  | { status: 'loading'; id: string }
  | { status: 'ready'; record: T }
  | { status: 'missing'; id: string }
  | { status: 'failed'; message: string };

function startingState<T extends { _id: string }>(
  id: string | null,
  loaded: T | null,
): EditedRecord<T> {
  if (id === null) return loaded ? { status: 'ready', record: loaded } : { status: 'none' };
  if (loaded?._id === id) return { status: 'ready', record: loaded };
  return { status: 'loading', id };
}

/**
 * The record named by the address's `?id=`: the one the store holds when it is that record,
 * otherwise loaded anew into the store for this visit (`load` answers null for a record the server
 * does not have). Without `?id`, the record opened last (or none). Fixed when the page opens,
 * whatever is loaded later.
 */
export function useEditedRecord<Arg, T extends { _id: string }>(
  loaded: T | null,
  load: KeyedLoad<Arg, T | null>,
  argOf: (id: string) => Arg,
): EditedRecord<T> {
  const [searchParams] = useSearchParams();
  const [start] = useState(() => startingState(searchParams.get('id'), loaded));
  const entry = useKeyedLoad(load, start.status === 'loading' ? argOf(start.id) : null, undefined, {
    freshEachVisit: true,
  });
  if (start.status !== 'loading' || !entry || entry.status === 'loading') return start;
  if (entry.status === 'failed') return { status: 'failed', message: entry.error };
  return entry.data ? { status: 'ready', record: entry.data } : { status: 'missing', id: start.id };
}
