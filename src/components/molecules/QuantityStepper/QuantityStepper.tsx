import { clsx } from 'clsx';
import { useId, useRef, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { IconButton } from '@/components/atoms/IconButton';
import { maximumQuantity, validQuantity } from '@/domain/trade';
import styles from './QuantityStepper.module.css';

export interface QuantityStepperProps extends HTMLAttributes<HTMLFieldSetElement> {
  /** The product whose quantity this is; it names the group ('Quantity for {name}'). */
  name: string;
  /** The current quantity: at least `min`, a multiple of `step`. */
  value: number;
  /** Raised with the next valid quantity (never below `min`, always whole packs). */
  onQuantityChange: (next: number) => void;
  /** Turns the buttons and the field off, e.g. while the cart is being saved. */
  disabled?: boolean;
  /** The least that can be ordered: the minimum order in whole packs (1 when sold singly). */
  min?: number;
  /** How much one step adds: the pack size (1 when sold singly). */
  step?: number;
}

const STEP_BUTTONS = {
  down: { icon: 'minus', label: 'Decrease quantity' },
  up: { icon: 'plus', label: 'Increase quantity' },
} as const;

/** Minus or plus: they differ only in their direction. */
function StepButton({
  direction,
  disabled,
  onClick,
}: {
  direction: keyof typeof STEP_BUTTONS;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      className={styles.button}
      icon={STEP_BUTTONS[direction].icon}
      iconSize={18}
      label={STEP_BUTTONS[direction].label}
      data-step={direction}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

/** A typed quantity: digits only, or NaN (which snaps to the minimum). */
const parseTyped = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * Minus, the quantity, plus (docs/requirements.md#trade-terms): it starts at the minimum order, steps by the
 * pack size, and a typed quantity snaps to the nearest one the product is sold in, with the
 * reason shown under it ('Minimum order is 20', 'Sold in packs of 6'), never silently.
 */
export function QuantityStepper({
  name,
  value,
  onQuantityChange,
  disabled = false,
  min = 1,
  step = 1,
  className,
  ...rest
}: QuantityStepperProps) {
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const noteId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<string | undefined>();
  const terms = { price: 0, moq: min, packSize: step };
  const max = maximumQuantity(terms);
  const atMinimum = value <= min;
  const atMaximum = value >= max;

  function change(next: number) {
    setNote(undefined);
    if (next !== value) onQuantityChange(next);
  }

  function handleDecrease() {
    if (atMinimum) return;
    // Minus is about to be disabled, and a disabled button drops focus to the page; keep it here.
    if (value - step <= min)
      rootRef.current?.querySelector<HTMLButtonElement>('[data-step="up"]')?.focus();
    change(Math.max(min, value - step));
  }

  function commit() {
    if (draft === null) return;
    const { quantity, reason } = validQuantity(terms, parseTyped(draft));
    setDraft(null);
    setNote(reason);
    if (quantity !== value) onQuantityChange(quantity);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter settles the quantity; inside a form it must not also submit it.
    event.preventDefault();
    commit();
  }

  return (
    <fieldset ref={rootRef} className={clsx(styles.root, className)} {...rest}>
      <legend className="visually-hidden">Quantity for {name}</legend>
      <div className={styles.control}>
        <StepButton direction="down" disabled={disabled || atMinimum} onClick={handleDecrease} />
        <input
          className={styles.value}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label="Quantity"
          aria-describedby={noteId}
          size={6}
          disabled={disabled}
          value={draft ?? String(value)}
          onChange={(e) => {
            setDraft(e.target.value);
            setNote(undefined);
          }}
          onBlur={commit}
          onKeyDown={handleKeyDown}
        />
        <StepButton
          direction="up"
          disabled={disabled || atMaximum}
          onClick={() => change(Math.min(max, value + step))}
        />
      </div>
      <p id={noteId} className={styles.note} aria-live="polite">
        {note}
      </p>
    </fieldset>
  );
}
