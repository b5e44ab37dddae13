import { clsx } from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import type { Fill, Load, UnitSystem } from '@/domain/shipping';
import { formatVolume, formatWeight, percentText } from '@/domain/shippingText';
import styles from './FillMeter.module.css';

export interface FillMeterProps extends HTMLAttributes<HTMLDivElement> {
  /** How the order fills this container type: fillOf() in src/domain/shipping.ts. */
  fill: Fill;
  /** The order's load, for the figures beside the percentages. */
  load: Load;
  /** The buyer's units: metric (m³, kg) or imperial (ft³, lb). */
  system?: UnitSystem;
  /** Marks the smallest container type the order fits in. */
  suggested?: boolean;
}

/** One bar: a meter, with its percentage and figures in words beside it. */
function Bar({
  label,
  container,
  percent,
  figures,
}: {
  label: 'Volume' | 'Payload';
  container: string;
  percent: number;
  figures: string;
}) {
  const textId = useId();
  const words = `${percentText(percent)} of the ${label.toLowerCase()}`;
  return (
    <div className={styles.measure}>
      <div className={styles.measureHead}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value} id={textId}>
          {percentText(percent)} <span className={styles.figures}>· {figures}</span>
        </span>
      </div>
      <meter
        className={styles.track}
        min={0}
        max={100}
        value={Math.min(100, Math.max(0, percent))}
        aria-label={`${label} used in one ${container}`}
        aria-valuetext={words}
        aria-describedby={textId}
        data-over={percent > 100 || undefined}
      />
    </div>
  );
}

/**
 * How full one container type would be with the order (docs/requirements.md#shipping): the
 * percent of its usable volume and of its payload, in bars and in words, and whether the order
 * fits in one.
 */
export function FillMeter({
  fill,
  load,
  system = 'metric',
  suggested = false,
  className,
  ...rest
}: FillMeterProps) {
  const { container } = fill;
  const status = fill.fits
    ? suggested
      ? 'Smallest that fits'
      : 'Fits'
    : `Needs ${fill.containersNeeded}`;
  return (
    <div
      className={clsx(styles.root, className)}
      data-fits={fill.fits}
      data-suggested={suggested || undefined}
      {...rest}
    >
      <div className={styles.head}>
        <span className={styles.name}>{container.name}</span>
        <span className={styles.status}>{status}</span>
      </div>
      <Bar
        label="Volume"
        container={container.name}
        percent={fill.volumePercent}
        figures={`${formatVolume(load.cbm, system)} of ${formatVolume(container.usableM3, system)}`}
      />
      <Bar
        label="Payload"
        container={container.name}
        percent={fill.weightPercent}
        figures={`${formatWeight(load.grossKg, system)} of ${formatWeight(container.payloadKg, system)}`}
      />
    </div>
  );
}
