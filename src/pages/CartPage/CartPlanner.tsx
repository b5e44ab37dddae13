import { useMemo } from 'react';
import { ContainerPlanner } from '@/components/organisms/ContainerPlanner';
import { lineKey, lineName } from '@/domain/cart';
import type { PlannedLine } from '@/domain/shipping';
import type { CartLine } from '@/domain/types';
import { useSiteSettings } from '@/state';
import { useUnitSystem } from '@/state/hooks/units';

export interface CartPlannerProps {
  lines: readonly CartLine[];
  className?: string;
}

/**
 * The cart's container planner (docs/requirements.md#shipping): the lines' cartons, CBM and gross
 * weight against the shop's container types, in the units the buyer chose for the visit. Loaded
 * with a cart that has lines, never with an empty one or another page.
 */
export function CartPlanner({ lines, className }: CartPlannerProps) {
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
    />
  );
}
