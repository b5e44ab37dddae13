import { useMemo } from 'react';
import { ContainerPlanner } from '@/components/organisms/ContainerPlanner';
import { lineKey, lineName } from '@/domain/cart';
import type { PlannedLine } from '@/domain/shipping';
import type { CartLine } from '@/domain/types';
import { useSiteSettings } from '@/state';
import { useUnitSystem } from '@/state/hooks/units';

/** What the planner needs of a line: which product or variant, its name, quantity and carton. */
export type OrderPlannerLine = Pick<
  CartLine,
  'id' | 'variant' | 'name' | 'variantLabel' | 'quantity' | 'carton'
>;

export interface OrderPlannerProps {
  /** The cart's lines, or the lines of a quick order ready to add. */
  lines: readonly OrderPlannerLine[];
  /**
   * 'lines' (the cart) lists each line's cartons, volume and weight and the room left for each
   * product; 'totals' (quick order, whose preview lists the lines) shows the totals only.
   */
  detail?: 'lines' | 'totals';
  /** The level of the planner's heading: 2 in the cart, 3 under quick order's preview. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * An order's container plan (docs/requirements.md#shipping): the lines' cartons, CBM and gross
 * weight against the shop's container types, in the units the buyer chose for the visit. The
 * cart and quick order load it lazily, and only once they have lines, never with an empty cart
 * or another page; both get the same chunk, so their figures are the same code's.
 */
export function OrderPlanner({ lines, detail, headingLevel, className }: OrderPlannerProps) {
  const { containerTypes } = useSiteSettings();
  const { system, setSystem } = useUnitSystem();
  const planned = useMemo<PlannedLine<string>[]>(
    () =>
      lines.map((line) => ({
        key: lineKey(line),
        // A variant's line is named with its options: each variant has its own carton.
        name: lineName(line),
        quantity: line.quantity,
        carton: line.carton,
      })),
    [lines],
  );
  return (
    <ContainerPlanner
      className={className}
      lines={planned}
      containers={containerTypes}
      system={system}
      onSystemChange={setSystem}
      showLines={detail !== 'totals'}
      headingLevel={headingLevel}
    />
  );
}
