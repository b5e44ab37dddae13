import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import shared from '../shared.module.css';
import styles from './AdminPanel.module.css';

export interface AdminPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The panel title; it names the panel's region. */
  title: ReactNode;
  /** What the panel is for, under the title. */
  description?: ReactNode;
  /** The heading level of the panel title. */
  headingLevel?: 2 | 3;
  /** The panel's content, after the title. */
  children?: ReactNode;
}

/**
 * The framed panel of the publishing screen and the transfers: a region named by its title,
 * with an optional line of text under the title.
 */
export function AdminPanel({
  title,
  description,
  headingLevel = 2,
  className,
  children,
  ...rest
}: AdminPanelProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const heading = (
    <Heading id={titleId} className={shared.panelTitle}>
      {title}
    </Heading>
  );

  return (
    <section className={clsx(shared.panel, className)} aria-labelledby={titleId} {...rest}>
      {description === undefined ? (
        heading
      ) : (
        <div className={styles.intro}>
          {heading}
          <p className={shared.panelText}>{description}</p>
        </div>
      )}
      {children}
    </section>
  );
}
