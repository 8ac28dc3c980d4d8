import type { ReactNode } from 'react';

/**
 * A card holding one table (an application's orders and files, an IP's applications): its title, the
 * columns' headings, a line in the table's place when there are no rows, and what follows the table
 * (a pager). A table on wide screens, cards on a phone (jobs.css).
 */
export function CardTable({
  id,
  testId,
  title,
  empty,
  columns,
  children,
  after,
}: {
  id: string;
  testId: string;
  title: string;
  empty: string | null;
  columns: string[];
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <section className="panel jobs-card" aria-labelledby={id} data-testid={testId}>
      <h2 id={id} className="panel__title">
        {title}
      </h2>
      {empty !== null ? (
        <p className="jobs-empty">{empty}</p>
      ) : (
        <div className="jobs-table-wrap">
          <table className="jobs-table">
            <caption className="visually-hidden">{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
      {after}
    </section>
  );
}
