import { clsx } from 'clsx';
import { useRef, type HTMLAttributes } from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps extends HTMLAttributes<HTMLFieldSetElement> {
  /** The product whose quantity this is; it names the group ('Quantity for {name}'). */
  name: string;
  /** The current quantity; docs/requirements.md#cart keeps it at 1 or more. */
  value: number;
  /** Raised with the next quantity (never below 1). */
  onQuantityChange: (next: number) => void;
  /** Turns both buttons off, e.g. while the cart is being saved. */
  disabled?: boolean;
}

/** Minus, value, plus: the cart's quantity control (minus is disabled at 1). */
export function QuantityStepper({
  name,
  value,
  onQuantityChange,
  disabled = false,
  className,
  ...rest
}: QuantityStepperProps) {
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const atMinimum = value <= 1;

  function handleDecrease() {
    if (atMinimum) return;
    // Minus is about to be disabled, and a disabled button drops focus to the page; keep it here.
    if (value - 1 <= 1)
      rootRef.current?.querySelector<HTMLButtonElement>('[data-step="up"]')?.focus();
    onQuantityChange(value - 1);
  }

  return (
    <fieldset ref={rootRef} className={clsx(styles.root, className)} {...rest}>
      <legend className="visually-hidden">Quantity for {name}</legend>
      <IconButton
        className={styles.button}
        icon="minus"
        iconSize={18}
        label="Decrease quantity"
        data-step="down"
        disabled={disabled || atMinimum}
        onClick={handleDecrease}
      />
      <output className={styles.value} aria-live="polite">
        {value}
      </output>
      <IconButton
        className={styles.button}
        icon="plus"
        iconSize={18}
        label="Increase quantity"
        data-step="up"
        disabled={disabled}
        onClick={() => onQuantityChange(value + 1)}
      />
    </fieldset>
  );
}
