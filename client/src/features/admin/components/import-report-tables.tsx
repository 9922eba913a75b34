import type { ImportReport } from '@sg-finance/contract';
import { DataTable, type Column } from './data-table';

function plural(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}

/** 'The file has 12 listings: 2 would change (3 fields), 1 would be created, 9 are unchanged.' */
export function importSummary(report: ImportReport): string {
  const changed = new Set(report.changes.map((change) => change.row)).size;
  const [change, create] = report.dryRun
    ? ['would change', 'would be created']
    : ['changed', 'created'];
  return (
    `The file has ${plural(report.rows, 'listing')}: ${changed} ${change} ` +
    `(${plural(report.changes.length, 'field')}), ${report.created.length} ${create}, ` +
    `${report.unchanged} ${report.unchanged === 1 ? 'is' : 'are'} unchanged.`
  );
}

const shown = (cell: string) =>
  cell === '' ? <em className="text-body-secondary">empty</em> : cell;

const changeColumns: readonly Column<ImportReport['changes'][number]>[] = [
  { header: 'Row', cell: (change) => change.row },
  { header: 'Listing', cell: (change) => change.slug },
  { header: 'Field', cell: (change) => <code>{change.field}</code> },
  { header: 'Old', cell: (change) => shown(change.old), className: 'text-break' },
  { header: 'New', cell: (change) => shown(change.new), className: 'text-break' },
];

const createdColumns: readonly Column<ImportReport['created'][number]>[] = [
  { header: 'Row', cell: (created) => created.row },
  { header: 'Slug', cell: (created) => created.slug },
  { header: 'Title', cell: (created) => created.title },
];

/** What an import changes, or would: each changed cell, then each listing it creates. */
export function ImportReportTables({ report }: { report: ImportReport }) {
  return (
    <>
      <p>{importSummary(report)}</p>
      {report.changes.length > 0 && (
        <DataTable
          label="Changed fields"
          caption="Changed fields"
          small
          columns={changeColumns}
          rows={report.changes}
          rowKey={(change) => `${change.row} ${change.field}`}
        />
      )}
      {report.created.length > 0 && (
        <DataTable
          label="New listings"
          caption="New listings"
          small
          columns={createdColumns}
          rows={report.created}
          rowKey={(created) => created.row}
        />
      )}
    </>
  );
}
