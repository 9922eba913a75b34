import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ApiRequestError, describeApiError } from '../../../lib/api-client';

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
 * otherwise fetched from the API. Without `?id`, the record opened last (or none). Fixed when the
 * page opens, whatever is loaded later.
 */
export function useEditedRecord<T extends { _id: string }>(
  loaded: T | null,
  fetchRecord: (id: string) => Promise<T>,
): EditedRecord<T> {
  const [searchParams] = useSearchParams();
  const [state, setState] = useState(() => startingState(searchParams.get('id'), loaded));
  const loadingId = state.status === 'loading' ? state.id : null;

  useEffect(() => {
    if (loadingId === null) return undefined;
    let current = true;
    fetchRecord(loadingId).then(
      (record) => {
        if (current) setState({ status: 'ready', record });
      },
      (error: unknown) => {
        if (!current) return;
        setState(
          error instanceof ApiRequestError && error.status === 404
            ? { status: 'missing', id: loadingId }
            : { status: 'failed', message: describeApiError(error) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [loadingId, fetchRecord]);

  return state;
}
