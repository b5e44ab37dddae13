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
  type ChangeEntity,
  type FieldChange,
  type PublishChange,
} from '@/domain/publishing';
import { AdminPanel } from '../AdminPanel';
import styles from './UnpublishedChanges.module.css';

export interface ChangeListProps extends HTMLAttributes<HTMLDivElement> {
  changes: readonly PublishChange[];
  /** The heading level of each entity's heading. */
  headingLevel?: 3 | 4;
}

/** One field before and after: 'Price: $189.99 → $177.50' (the label left out for a setting). */
function Values({ change, label }: { change: FieldChange; label: boolean }) {
  return (
    <>
      {label ? `${change.label}: ` : null}
      <span className={styles.before}>{change.before}</span>
      <span className={styles.arrow}>{' → '}</span>
      <span className={styles.after}>{change.after}</span>
    </>
  );
}

/** What a changed entry or setting changed, field by field; the field names alone without details. */
function Details({ change }: { change: PublishChange }) {
  const details = change.details ?? [];
  if (details.length === 0) {
    return change.fields?.length ? (
      <span className={styles.fields}> ({change.fields.join(', ')})</span>
    ) : null;
  }
  if (change.entity === 'siteSettings' || change.entity === 'socialLinks') {
    return (
      <span className={styles.values}>
        {': '}
        <Values change={details[0]!} label={false} />
      </span>
    );
  }
  return (
    <ul className={styles.details}>
      {details.map((detail) => (
        <li key={detail.field}>
          <Values change={detail} label />
        </li>
      ))}
    </ul>
  );
}

/** The changes grouped by entity: what was added, changed or removed, each entry by name. */
export function ChangeList({ changes, headingLevel = 3, className, ...rest }: ChangeListProps) {
  const Heading = `h${headingLevel}` as const;
  const groups = new Map<ChangeEntity, PublishChange[]>();
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
                <Details change={change} />
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
  changes: readonly PublishChange[];
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
