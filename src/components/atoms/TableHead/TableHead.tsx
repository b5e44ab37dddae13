import type { HTMLAttributes } from 'react';

export interface TableHeadProps extends HTMLAttributes<HTMLTableSectionElement> {
  /** The columns' headings, left to right; each names its column for assistive technology. */
  columns: readonly string[];
}

/**
 * A table's head row of column headings, each scoped to its column, so a screen reader names the
 * column with every cell it reads. For heads whose cells hold more than words (a select-all box,
 * a unit hint), write the row out instead.
 */
export function TableHead({ columns, ...rest }: TableHeadProps) {
  return (
    <thead {...rest}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
