import { clsx } from 'clsx';
import { useId, useMemo, type HTMLAttributes } from 'react';
import { FillMeter } from '@/components/molecules/FillMeter';
import { TableHead } from '@/components/atoms/TableHead';
import {
  fillOf,
  hasCartonData,
  orderLoad,
  roomForCartons,
  suggestContainer,
  type ContainerType,
  type PlannedLine,
  type UnitSystem,
} from '@/domain/shipping';
import {
  cartonsText,
  formatVolume,
  formatWeight,
  missingText,
  roomText,
  suggestionText,
} from '@/domain/shippingText';
import { formatCount } from '@/domain/numbers';
import styles from './ContainerPlanner.module.css';

export interface ContainerPlannerProps extends HTMLAttributes<HTMLElement> {
  /** The order's lines: name, quantity and the product's carton where it has one. */
  lines: readonly PlannedLine[];
  /** The container types the shop quotes, from the site settings. */
  containers: readonly ContainerType[];
  /** The buyer's units: metric (cm, kg, m³) or imperial (in, lb, ft³). */
  system: UnitSystem;
  /** Raised when the buyer switches units. */
  onSystemChange: (system: UnitSystem) => void;
  /** The level of the 'Container plan' heading. */
  headingLevel?: 2 | 3 | undefined;
  /**
   * Each line's cartons, volume and weight, and the room left for each product (the cart); false
   * shows the totals, the lines left out and the suggestion only (quick order lists the lines
   * itself, up to thousands of them).
   */
  showLines?: boolean | undefined;
}

const SYSTEMS: { value: UnitSystem; label: string; units: string }[] = [
  { value: 'metric', label: 'Metric', units: 'cm, kg, m³' },
  { value: 'imperial', label: 'Imperial', units: 'in, lb, ft³' },
];

/**
 * The cart's container planner (docs/requirements.md#shipping): each line's cartons, cubic
 * metres and gross weight, the totals, how full each container type would be, the smallest one
 * the order fits in (or how many it needs) and the room left in it.
 */
export function ContainerPlanner({
  lines,
  containers,
  system,
  onSystemChange,
  headingLevel = 2,
  showLines = true,
  className,
  ...rest
}: ContainerPlannerProps) {
  const titleId = useId();
  const unitsName = useId();
  const Heading = `h${headingLevel}` as const;
  const order = useMemo(() => orderLoad(lines), [lines]);
  const suggestion = useMemo(
    () => suggestContainer(order.total, containers),
    [order.total, containers],
  );
  const loads = new Map(order.lines.map((line) => [line.key, line.load]));
  // Like every total, the units leave out the lines without carton data.
  const totalUnits = lines.reduce(
    (sum, line) => sum + (loads.has(line.key) ? line.quantity : 0),
    0,
  );
  const suggested = suggestion.kind === 'empty' ? undefined : suggestion.container;
  // Room is counted in the one container the order fits in, for each product in it.
  const room =
    suggestion.kind === 'fits' && showLines
      ? lines.flatMap((line) =>
          hasCartonData(line.carton)
            ? [{ key: line.key, name: line.name, carton: line.carton }]
            : [],
        )
      : [];

  return (
    <section className={clsx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.head}>
        <Heading className={styles.title} id={titleId}>
          Container plan
        </Heading>
        <fieldset className={styles.units}>
          <legend className="visually-hidden">Units</legend>
          {SYSTEMS.map((option) => (
            <label key={option.value} className={styles.unit}>
              <input
                type="radio"
                name={unitsName}
                value={option.value}
                checked={system === option.value}
                onChange={() => onSystemChange(option.value)}
              />
              <span>
                {option.label} <span className={styles.unitHint}>({option.units})</span>
              </span>
            </label>
          ))}
        </fieldset>
      </div>

      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">
            {showLines
              ? 'Cartons, volume and gross weight by line'
              : 'Cartons, volume and gross weight of the order'}
          </caption>
          <TableHead columns={['Product', 'Quantity', 'Cartons', 'Volume', 'Gross weight']} />
          {showLines && (
            <tbody>
              {lines.map((line) => {
                const load = loads.get(line.key);
                return (
                  <tr key={line.key} data-missing={load ? undefined : true}>
                    <th scope="row">{line.name}</th>
                    <td data-label="Quantity">{formatCount(line.quantity)}</td>
                    {load ? (
                      <>
                        <td data-label="Cartons">{formatCount(load.cartons)}</td>
                        <td data-label="Volume">{formatVolume(load.cbm, system)}</td>
                        <td data-label="Gross weight">{formatWeight(load.grossKg, system)}</td>
                      </>
                    ) : (
                      <td colSpan={3} className={styles.noData}>
                        No carton data
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          )}
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td data-label="Quantity">{formatCount(totalUnits)}</td>
              <td data-label="Cartons">{formatCount(order.total.cartons)}</td>
              <td data-label="Volume">{formatVolume(order.total.cbm, system)}</td>
              <td data-label="Gross weight">{formatWeight(order.total.grossKg, system)}</td>
            </tr>
          </tfoot>
        </table>
      </div>

      {order.missing.length > 0 && (
        <p className={styles.missing}>{missingText(order.missing.map((line) => line.name))}</p>
      )}

      {suggestion.kind !== 'empty' && (
        <div className={styles.suggestion}>
          <p className={styles.suggestionText}>
            <output>{suggestionText(suggestion)}</output>{' '}
            <span className={styles.suggestionDetail}>
              ({cartonsText(order.total.cartons)}, {formatVolume(order.total.cbm, system)},{' '}
              {formatWeight(order.total.grossKg, system)})
            </span>
          </p>
          {room.length > 0 && suggested && (
            <ul className={styles.room} aria-label={`Room left in one ${suggested.name}`}>
              {room.map((line) => (
                <li key={line.key}>
                  {roomText(roomForCartons(order.total, suggested, line.carton), line.name)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {order.total.cartons > 0 && (
        <div className={styles.meters}>
          {containers.map((container) => (
            <FillMeter
              key={container.name}
              fill={fillOf(order.total, container)}
              load={order.total}
              system={system}
              suggested={container.name === suggested?.name && suggestion.kind === 'fits'}
            />
          ))}
        </div>
      )}
    </section>
  );
}
