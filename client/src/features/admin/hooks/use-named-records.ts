import { useEffect, useState } from 'react';
import { describeApiError } from '../../../lib/api-client';

export type Message = { variant: 'success' | 'danger'; text: string };

export interface NamedRecord {
  _id: string;
  name: string;
}

/** The calls behind an admin page of named records (providers, merchants). */
export interface NamedRecordsApi<Item extends NamedRecord, Fields> {
  list(): Promise<Item[]>;
  create(fields: Fields): Promise<Item>;
  update(id: string, fields: Fields): Promise<Item>;
  /** Answers the server's sentence about the deletion. */
  remove(id: string): Promise<string>;
}

/**
 * The records of such a page, the one being edited and the outcome of the last save or delete:
 * a save adds or updates and reloads the list, a delete says what the server said, or its refusal.
 */
export function useNamedRecords<Item extends NamedRecord, Fields>(
  api: NamedRecordsApi<Item, Fields>,
  /** Told after each save or delete, e.g. so other pages' copies of the records load again. */
  onChanged?: () => void,
) {
  const [items, setItems] = useState<Item[]>();
  const [message, setMessage] = useState<Message>();
  const [editing, setEditing] = useState<Item>();

  const reload = async () => setItems(await api.list());

  useEffect(() => {
    api
      .list()
      .then(setItems, (error: unknown) =>
        setMessage({ variant: 'danger', text: describeApiError(error) }),
      );
    // The api is a fixed set of module functions: the list is read once, when the page opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const save = async (fields: Fields) => {
    const saved = editing ? await api.update(editing._id, fields) : await api.create(fields);
    setMessage({
      variant: 'success',
      text: editing ? `“${saved.name}” saved.` : `“${saved.name}” added.`,
    });
    setEditing(undefined);
    onChanged?.();
    await reload();
  };

  const remove = async (item: Item) => {
    try {
      const text = await api.remove(item._id);
      setMessage({ variant: 'success', text: `“${item.name}”: ${text}` });
      if (editing?._id === item._id) setEditing(undefined);
      onChanged?.();
      await reload();
    } catch (error) {
      setMessage({ variant: 'danger', text: describeApiError(error) });
    }
  };

  return { items, message, setMessage, editing, setEditing, save, remove };
}
