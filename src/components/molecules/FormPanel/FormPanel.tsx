import { clsx } from 'clsx';
import { useId, type FormHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FormAlert } from '@/components/molecules/FormAlert';
import styles from './FormPanel.module.css';

export interface FormPanelProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'title'> {
  /** The heading, which names the form. */
  title: string;
  /** The heading level, so the page keeps its outline in order. */
  headingLevel?: 1 | 2 | 3 | 4 | undefined;
  /** Shown with the heading in one block: an intro line, a number, why the form is off. */
  header?: ReactNode;
  /** A form-level error, announced as an alert above the fields. */
  error?: string | undefined;
  busy?: boolean | undefined;
  ref?: Ref<HTMLFormElement>;
  /** The fields and the panel's own row of buttons. */
  children: ReactNode;
}

/**
 * A form framed as a panel beside a list (the cart's email and quote panels): a card with a
 * heading and the lines that go with it, the form-level alert, then the fields and buttons. It
 * looks like the admin editors' FormShell with a smaller heading; the visitor panels keep a frame
 * of their own because a FormShell shared with the admin's chunk would be a chunk of its own,
 * named in the entry every visitor page downloads.
 */
export function FormPanel({
  title,
  headingLevel = 2,
  header,
  error,
  busy = false,
  className,
  children,
  ...rest
}: FormPanelProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <form
      {...rest}
      className={clsx(styles.root, className)}
      aria-labelledby={titleId}
      aria-busy={busy || undefined}
    >
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {header}
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {children}
    </form>
  );
}
