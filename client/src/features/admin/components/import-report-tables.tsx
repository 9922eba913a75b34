import type { ImportReport } from '@sg-finance/contract';
import Table from 'react-bootstrap/Table';

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

/** What an import changes, or would: each changed cell, then each listing it creates. */
export function ImportReportTables({ report }: { report: ImportReport }) {
  return (
    <>
      <p>{importSummary(report)}</p>
      {report.changes.length > 0 && (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="Changed fields">
          <Table striped size="sm" className="align-middle">
            <caption className="caption-top">Changed fields</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Listing</th>
                <th scope="col">Field</th>
                <th scope="col">Old</th>
                <th scope="col">New</th>
              </tr>
            </thead>
            <tbody>
              {report.changes.map((change) => (
                <tr key={`${change.row} ${change.field}`}>
                  <td>{change.row}</td>
                  <td>{change.slug}</td>
                  <td>
                    <code>{change.field}</code>
                  </td>
                  <td className="text-break">{shown(change.old)}</td>
                  <td className="text-break">{shown(change.new)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
      {report.created.length > 0 && (
        <div className="table-responsive" tabIndex={0} role="region" aria-label="New listings">
          <Table striped size="sm" className="align-middle">
            <caption className="caption-top">New listings</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Slug</th>
                <th scope="col">Title</th>
              </tr>
            </thead>
            <tbody>
              {report.created.map((created) => (
                <tr key={created.row}>
                  <td>{created.row}</td>
                  <td>{created.slug}</td>
                  <td>{created.title}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </>
  );
}
