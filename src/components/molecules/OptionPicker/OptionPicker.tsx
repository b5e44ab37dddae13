import { clsx } from 'clsx';
import { useId, type HTMLAttributes } from 'react';
import { Image } from '@/components/atoms/Image';
import type { ValueChoice } from '@/domain/variantPicking';
import styles from './OptionPicker.module.css';

/** One option as the picker offers it. */
export interface OptionGroup {
  /** The option's name: 'Size', 'Frame'. */
  name: string;
  /** Swatches with pictures (finishes, fabrics) or buttons (sizes). */
  display: 'swatch' | 'button';
  /** Each value, whether it can be chosen with the other choices, and why not. */
  values: (ValueChoice & { image?: string | undefined })[];
}

export interface OptionPickerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The product's options, from optionChoices() in src/domain/variants.ts. */
  groups: readonly OptionGroup[];
  /** Raised when the buyer chooses a value that can be chosen. */
  onChoose: (name: string, value: string) => void;
}

/** One option: a group of radio buttons, the chosen value in its legend, reasons under it. */
function Group({
  group,
  onChoose,
}: {
  group: OptionGroup;
  onChoose: OptionPickerProps['onChoose'];
}) {
  const name = useId();
  const notesId = useId();
  const chosen = group.values.find((value) => value.selected);
  const unavailable = group.values.filter((value) => !value.available && value.reason);
  return (
    <fieldset className={styles.group} data-display={group.display}>
      <legend className={styles.legend}>
        {group.name}
        {chosen && <span className={styles.chosen}>: {chosen.value}</span>}
      </legend>
      <div className={styles.values}>
        {group.values.map((value) => (
          <label
            key={value.value}
            className={styles.value}
            data-unavailable={!value.available || undefined}
            title={value.reason}
          >
            <input
              type="radio"
              name={name}
              value={value.value}
              checked={value.selected}
              disabled={!value.available}
              aria-describedby={!value.available && value.reason ? notesId : undefined}
              onChange={() => onChoose(group.name, value.value)}
            />
            {group.display === 'swatch' && value.image !== undefined && (
              <Image className={styles.swatch} src={value.image} alt="" sizes="48px" />
            )}
            <span className={styles.text}>{value.value}</span>
          </label>
        ))}
      </div>
      {unavailable.length > 0 && (
        <ul className={styles.notes} id={notesId}>
          {unavailable.map((value) => (
            <li key={value.value}>{value.reason}</li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/**
 * The product page's option pickers (docs/requirements.md#variants): swatches with pictures for
 * finishes and fabrics, buttons for sizes. A value that cannot go with the other choices (no such
 * variant, or a discontinued one) is shown but cannot be chosen, and the reason is said under it.
 */
export function OptionPicker({ groups, onChoose, className, ...rest }: OptionPickerProps) {
  return (
    <div className={clsx(styles.root, className)} {...rest}>
      {groups.map((group) => (
        <Group key={group.name} group={group} onChoose={onChoose} />
      ))}
    </div>
  );
}
