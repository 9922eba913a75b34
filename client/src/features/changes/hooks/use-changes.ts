import type { ChangesAnswer } from '@sg-finance/contract';
import { useCallback, useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';
import { getChanges } from '../api/changes-api';
import { changesFiltersToParams, type ChangesFilters } from '../lib/changes-address';

export type ChangesPageState =
  | { status: 'loading' }
  | { status: 'ready'; answer: ChangesAnswer }
  | { status: 'failed'; error: string };

interface Loaded {
  /** The filters the answer or error is for, as the address writes them. */
  key: string;
  state: ChangesPageState;
}

/** The page of changes the filters ask for, asked again whenever they change; `retry` asks again. */
export function useChanges(filters: ChangesFilters): {
  state: ChangesPageState;
  retry: () => void;
} {
  const key = changesFiltersToParams(filters).toString();
  const [loaded, setLoaded] = useState<Loaded>();
  const [attempt, setAttempt] = useState(0);
  const { kind, bank, page } = filters;
  useEffect(() => {
    let current = true;
    getChanges({ kind, bank, page }).then(
      (answer) => current && setLoaded({ key, state: { status: 'ready', answer } }),
      (error: unknown) =>
        current && setLoaded({ key, state: { status: 'failed', error: describeApiError(error) } }),
    );
    return () => {
      current = false;
    };
  }, [key, kind, bank, page, attempt]);
  const retry = useCallback(() => {
    setLoaded(undefined);
    setAttempt((count) => count + 1);
  }, []);
  return { state: loaded?.key === key ? loaded.state : { status: 'loading' }, retry };
}
