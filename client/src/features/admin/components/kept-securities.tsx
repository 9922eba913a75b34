import { useState } from 'react';
import { useNamedRecords, type RecordsApi } from '../hooks/use-named-records';
import type { SecurityFormSpec } from '../lib/security-form-fields';
import { NamedRecordList } from './named-record-list';
import { RecordMessage } from './record-message';
import { SecurityRecordForm } from './security-record-form';

interface KeptSecuritiesProps<Stored extends { _id: string }, Fields> {
  heading: string;
  spec: SecurityFormSpec<Stored, Fields>;
  /** The collection's load and calls. */
  api: RecordsApi<Stored, Fields>;
  /** How the list and the messages name a record. */
  nameOf: (record: Stored) => string;
}

/**
 * One collection of government securities on the administrators' page: its form (adding, or
 * changing the record whose Edit was pressed), the outcome of the last save or delete, and the
 * records, each deleted on a second press.
 */
export function KeptSecurities<Stored extends { _id: string }, Fields>({
  heading,
  spec,
  api,
  nameOf,
}: KeptSecuritiesProps<Stored, Fields>) {
  const records = useNamedRecords(api, { nameOf });
  const { items, message, setMessage, editing, setEditing, save } = records;
  const [confirmingId, setConfirmingId] = useState<string>();

  return (
    <section aria-label={heading} className="mb-4">
      <h2 className="h4">
        {heading}
        {items && ` (${items.length})`}
      </h2>
      <RecordMessage message={message} onClose={() => setMessage(undefined)} />
      <SecurityRecordForm
        key={editing?._id ?? 'new'}
        spec={spec}
        editing={editing}
        onSave={save}
        onCancel={() => setEditing(undefined)}
      />
      <NamedRecordList
        items={items}
        failed={message?.variant === 'danger' && !items}
        details={(record) => record.name}
        onEdit={setEditing}
        onDelete={(record) => setConfirmingId(record._id)}
        confirmingId={confirmingId}
        onConfirmDelete={(record) => {
          setConfirmingId(undefined);
          void records.remove(record);
        }}
      />
    </section>
  );
}
