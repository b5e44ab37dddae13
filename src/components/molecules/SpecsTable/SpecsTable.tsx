import { clsx } from 'clsx';
import type { TableHTMLAttributes } from 'react';
import type { Spec } from '@/domain/schemas/product';
import styles from './SpecsTable.module.css';

export interface SpecsTableProps extends TableHTMLAttributes<HTMLTableElement> {
  /** The product's specs, in the owner's order: dimensions, materials, finish, carton. */
  specs: readonly Spec[];
}

/** A product's specifications (docs/requirements.md#trade-terms) as a two-column table: label, value. */
export function SpecsTable({ specs, className, ...rest }: SpecsTableProps) {
  return (
    <table className={clsx(styles.root, className)} {...rest}>
      <tbody>
        {specs.map((spec, i) => (
          <tr key={`${i}-${spec.label}`}>
            <th scope="row">{spec.label}</th>
            <td>{spec.value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
