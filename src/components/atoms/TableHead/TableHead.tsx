import type { HTMLAttributes } from 'react';

/** A column heading with more than its text. */
export interface TableColumn {
  /** The heading, e.g. 'Unit price'. */
  label: string;
  /** Read by assistive technology only: a column of pictures or buttons shows no heading. */
  hidden?: boolean;
  /** The heading cell's class, e.g. to align a column of figures to the right. */
  className?: string;
}

export interface TableHeadProps extends HTMLAttributes<HTMLTableSectionElement> {
  /** The columns' headings, left to right; each names its column for assistive technology. */
  columns: readonly (string | TableColumn)[];
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
        {columns.map((column) => {
          const { label, hidden, className }: TableColumn =
            typeof column === 'string' ? { label: column } : column;
          return (
            <th key={label} scope="col" className={className}>
              {hidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
