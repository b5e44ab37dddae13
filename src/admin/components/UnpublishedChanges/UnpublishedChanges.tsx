import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { Button } from '@/components/atoms/Button';
import { Spinner } from '@/components/atoms/Spinner';
import { FormAlert } from '@/components/molecules/FormAlert';
import {
  changeKindText,
  changeName,
  ENTITY_HEADINGS,
  unpublishedCountText,
  type CatalogueChange,
  type CatalogueEntity,
} from '@/domain/publishing';
import { AdminPanel } from '../AdminPanel';
import styles from './UnpublishedChanges.module.css';

export interface ChangeListProps extends HTMLAttributes<HTMLDivElement> {
  changes: readonly CatalogueChange[];
  /** The heading level of each entity's heading. */
  headingLevel?: 3 | 4;
}

/** The changes grouped by entity: what was added, changed or removed, each entry by name. */
export function ChangeList({ changes, headingLevel = 3, className, ...rest }: ChangeListProps) {
  const Heading = `h${headingLevel}` as const;
  const groups = new Map<CatalogueEntity, CatalogueChange[]>();
  for (const change of changes) {
    groups.set(change.entity, [...(groups.get(change.entity) ?? []), change]);
  }
  return (
    <div className={clsx(styles.groups, className)} {...rest}>
      {[...groups].map(([entity, list]) => (
        <section key={entity} className={styles.group} aria-label={ENTITY_HEADINGS[entity]}>
          <Heading className={styles.entity}>{ENTITY_HEADINGS[entity]}</Heading>
          <ul className={styles.list}>
            {list.map((change) => (
              <li key={`${change.kind}-${String(change.id)}`} className={styles.item}>
                <span className={clsx(styles.kind, styles[change.kind])}>
                  {changeKindText(change)}
                </span>{' '}
                <span>{changeName(change)}</span>
                {change.fields?.length ? (
                  <span className={styles.fields}> ({change.fields.join(', ')})</span>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export interface UnpublishedChangesProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What the drafts change against the published revision. */
  changes: readonly CatalogueChange[];
  /** 'loading' while the published revision is read, 'failed' when it could not be. */
  state?: 'loading' | 'ready' | 'failed';
  /** Throw the drafts away (the page asks first). */
  onDiscard: () => void;
  /** Read the published revision again after a failure. */
  onRetry?: () => void;
  /** The drafts are being thrown away. */
  discarding?: boolean;
}

/** "N unpublished changes", the list of them, and "Discard changes". */
export function UnpublishedChanges({
  changes,
  state = 'ready',
  onDiscard,
  onRetry,
  discarding = false,
  ...rest
}: UnpublishedChangesProps) {
  return (
    <AdminPanel
      title={state === 'loading' ? 'Unpublished changes' : unpublishedCountText(changes.length)}
      {...rest}
    >
      {state === 'loading' ? (
        <Spinner label="Comparing with the published catalogue..." />
      ) : state === 'failed' ? (
        <>
          <FormAlert>
            The published catalogue could not be loaded, so the changes cannot be listed. Check your
            connection and try again.
          </FormAlert>
          {onRetry ? (
            <div className={styles.actions}>
              <Button variant="secondary" size="sm" onClick={onRetry}>
                Try again
              </Button>
            </div>
          ) : null}
        </>
      ) : changes.length === 0 ? (
        <p className={styles.text}>
          This browser&apos;s catalogue is the one visitors see. Edits you make in the admin show
          here until you publish them.
        </p>
      ) : (
        <>
          <ChangeList changes={changes} />
          <div className={styles.actions}>
            <Button
              variant="danger"
              onClick={onDiscard}
              busy={discarding}
              busyLabel="Discarding..."
            >
              Discard changes
            </Button>
          </div>
        </>
      )}
    </AdminPanel>
  );
}
