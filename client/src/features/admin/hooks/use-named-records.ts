import { useMemo, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { useKeyedLoad, type KeyedLoad } from '../../../app/keyed-loads';
import { describeApiError } from '../../../lib/api-client';

export type Message = { variant: 'success' | 'danger'; text: string };

export interface NamedRecord {
  _id: string;
  name: string;
}

/** The records of an admin page (providers, merchants, T-bill auctions...) and their calls. */
export interface RecordsApi<Item extends { _id: string }, Fields> {
  /** Every record, loaded into the store. */
  load: KeyedLoad<'all', Item[]>;
  create(fields: Fields): Promise<Item>;
  update(id: string, fields: Fields): Promise<Item>;
  /** Answers the server's sentence about the deletion. */
  remove(id: string): Promise<string>;
}

interface NamedRecordsOptions<Item> {
  /** How the list and the messages name a record. */
  nameOf: (item: Item) => string;
  /** Told after each save or delete, e.g. so other pages' copies of the records load again. */
  onChanged?: () => void;
}

/** A record named by its own `name`. */
export const ownName = (record: NamedRecord) => record.name;

/**
 * The records of such a page, from the store (asked each time the page opens), the one being
 * edited and the outcome of the last save or delete, or why the list could not be loaded: a save
 * adds or updates and reloads the list, a delete says what the server said, or its refusal.
 */
export function useNamedRecords<Item extends { _id: string }, Fields>(
  api: RecordsApi<Item, Fields>,
  { nameOf, onChanged }: NamedRecordsOptions<Item>,
) {
  const dispatch = useAppDispatch();
  const entry = useKeyedLoad(api.load, 'all');
  const [outcome, setOutcome] = useState<Message>();
  const [closedFailure, setClosedFailure] = useState<string>();
  const [editing, setEditing] = useState<Item & NamedRecord>();

  const stored = entry?.data;
  const items = useMemo(
    () => stored?.map((item) => ({ ...item, name: nameOf(item) })),
    [stored, nameOf],
  );
  const failure =
    entry?.status === 'failed' && entry.requestId !== closedFailure
      ? ({ variant: 'danger', text: entry.error } as const)
      : undefined;
  const message = outcome ?? failure;
  const setMessage = (next: Message | undefined) => {
    setOutcome(next);
    if (!next && failure) setClosedFailure(entry?.requestId);
  };

  const changed = async () => {
    onChanged?.();
    await dispatch(api.load.fetch('all'));
  };

  const save = async (fields: Fields) => {
    const saved = editing ? await api.update(editing._id, fields) : await api.create(fields);
    const name = nameOf(saved);
    setOutcome({ variant: 'success', text: editing ? `“${name}” saved.` : `“${name}” added.` });
    setEditing(undefined);
    await changed();
  };

  const remove = async (item: Item & NamedRecord) => {
    try {
      const text = await api.remove(item._id);
      setOutcome({ variant: 'success', text: `“${item.name}”: ${text}` });
      if (editing?._id === item._id) setEditing(undefined);
      await changed();
    } catch (error) {
      setOutcome({ variant: 'danger', text: describeApiError(error) });
    }
  };

  return { items, message, setMessage, editing, setEditing, save, remove };
}
