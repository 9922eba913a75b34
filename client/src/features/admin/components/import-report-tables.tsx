import type { ImportReport } from '@sg-finance/contract';
import { DataTable, type DataTableProps } from './data-table';

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

const changesTable: Omit<DataTableProps<ImportReport['changes'][number]>, 'rows'> = {
  label: 'Changed fields',
  caption: 'Changed fields',
  small: true,
  rowKey: (change) => `${change.row} ${change.field}`,
  columns: [
    { header: 'Row', cell: (change) => change.row },
    { header: 'Listing', cell: (change) => change.slug },
    { header: 'Field', cell: (change) => <code>{change.field}</code> },
    { header: 'Old', cell: (change) => shown(change.old), className: 'text-break' },
    { header: 'New', cell: (change) => shown(change.new), className: 'text-break' },
  ],
};

const createdTable: Omit<DataTableProps<ImportReport['created'][number]>, 'rows'> = {
  label: 'New listings',
  caption: 'New listings',
  small: true,
  rowKey: (created) => created.row,
  columns: [
    { header: 'Row', cell: (created) => created.row },
    { header: 'Slug', cell: (created) => created.slug },
    { header: 'Title', cell: (created) => created.title },
  ],
};

/** What an import changes, or would: each changed cell, then each listing it creates. */
export function ImportReportTables({ report }: { report: ImportReport }) {
  return (
    <>
      <p>{importSummary(report)}</p>
      {report.changes.length > 0 && <DataTable {...changesTable} rows={report.changes} />}
      {report.created.length > 0 && <DataTable {...createdTable} rows={report.created} />}
    </>
  );
}
