import type { ReactNode } from 'react';
import './table.css';

/** One row: an id and a cell per column key. */
export type TableRow = { id: string } & Record<string, ReactNode>;

export interface TableColumn<Row extends TableRow> {
  key: keyof Row & string;
  header: ReactNode;
  /** `end` for numbers and prices. */
  align?: 'start' | 'end';
}

export interface TableProps<Row extends TableRow> {
  /** Names the table (shown above it unless `hideCaption`). */
  caption: string;
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  className?: string;
}

/** A data table whose first column heads each row; on narrow screens it scrolls sideways inside its frame. */
export function Table<Row extends TableRow>({
  caption,
  hideCaption,
  columns,
  rows,
  className,
}: TableProps<Row>) {
  return (
    <section
      className={['table-scroll', className].filter(Boolean).join(' ')}
      aria-label={caption}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus to scroll by keyboard
      tabIndex={0}
    >
      <table className="table">
        <caption className={hideCaption ? 'visually-hidden' : 'table__caption'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" data-align={column.align}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.key} scope="row" data-align={column.align}>
                    {row[column.key]}
                  </th>
                ) : (
                  <td key={column.key} data-align={column.align}>
                    {row[column.key]}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
