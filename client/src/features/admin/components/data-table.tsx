import type { Key, ReactNode } from 'react';
import Table from 'react-bootstrap/Table';

export interface Column<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The cell's class, such as 'text-break' for long values. */
  className?: string;
  /** The cell names its row: a `th scope="row"` instead of a `td`. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  /** Names the scrolling region, which a keyboard can focus to scroll a wide table. */
  label: string;
  /** A visible caption above the table, which also names the table. */
  caption?: string;
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  /** Small rows. */
  small?: boolean;
  /** Bordered cells instead of striped rows. */
  bordered?: boolean;
  className?: string;
}

/** An admin table: a header cell for each column, then a row for each item with its cells. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { label, caption, columns, rows, rowKey, small, bordered, className } = props;
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={label}>
      <Table
        striped={!bordered}
        bordered={bordered}
        size={small ? 'sm' : undefined}
        className={className ?? 'align-middle'}
      >
        {caption && <caption className="caption-top">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th key={index} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map(({ cell, className: cellClass, rowHeader }, index) =>
                rowHeader ? (
                  <th key={index} scope="row" className={cellClass}>
                    {cell(row)}
                  </th>
                ) : (
                  <td key={index} className={cellClass}>
                    {cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
