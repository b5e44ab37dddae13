import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { Button } from '@/components/atoms/Button';
import { ENTITY_HEADINGS, type PublishChange } from '@/domain/publishing';
import type {
  PublishConflict,
  PublishError,
  PublishErrorKind,
  PublishProgress,
} from '../../publishing/types';
import { STEP_NAMES } from '../../publishing/steps';
import { ChangeList } from '../UnpublishedChanges';
import styles from './PublishStatus.module.css';

/** Where a publish stands, as the screen shows it. */
export type PublishStatusValue =
  | { phase: 'confirm'; changes: readonly PublishChange[]; method: 'zip' | 'git' | 'github' }
  | { phase: 'running'; progress: PublishProgress }
  | { phase: 'nothing' }
  | {
      phase: 'published';
      revision: string;
      url?: string | undefined;
      unchanged?: boolean | undefined;
    }
  | { phase: 'downloaded'; fileName: string }
  | { phase: 'failed'; error: PublishError };

export interface PublishStatusProps extends HTMLAttributes<HTMLDivElement> {
  status: PublishStatusValue;
  /** Publish the changes shown for confirmation. */
  onConfirm?: () => void;
  /** Leave the confirmation without publishing. */
  onBack?: () => void;
  /** Stop the publish under way. */
  onCancel?: () => void;
}

export { STEP_NAMES };

/** What each failure means for the owner, before the host's own words. */
export const ERROR_EXPLANATIONS: Record<PublishErrorKind, string> = {
  auth: 'The host refused the username or access token. Check that the token is right, has not expired and may write to the repository.',
  'not-found':
    'The repository or the branch was not found. Check the repository address (or owner and name) and the branch name.',
  conflict:
    'Someone else published changes to the same entries since this browser last read the catalogue, so nothing was published.',
  network:
    'The host could not be reached. Check the address and your connection; the host must also allow this site to connect to it (CORS).',
  'too-large':
    'The host refused the publish because a file or the whole request is too large. Use smaller images and try again.',
  rejected: 'The host refused the change.',
  timeout: 'A step of publishing took too long, so it was stopped and nothing was published.',
  cancelled: 'Publishing was cancelled before it finished, so nothing was published.',
};

const KEPT = 'Your drafts are kept in this browser.';

function stepText(progress: PublishProgress): string {
  const name = STEP_NAMES[progress.step];
  const count =
    progress.total !== undefined && progress.done !== undefined
      ? ` (${progress.done} of ${progress.total})`
      : '';
  return `${name}${count}`;
}

function conflictText(conflict: PublishConflict): string {
  const where =
    conflict.entity === 'catalogue' ? 'Catalogue file' : ENTITY_HEADINGS[conflict.entity];
  const name =
    conflict.entity === 'products'
      ? `${conflict.label} (product ${String(conflict.id)})`
      : conflict.label;
  const fields = conflict.fields?.length ? ` (${conflict.fields.join(', ')})` : '';
  return `${where}: ${name}${fields}: ${conflict.reason}`;
}

/** A step that waits for the owner (the confirmation, the progress): its content, then its buttons. */
function StepBox({
  label,
  actions,
  children,
}: {
  label: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={styles.box} aria-label={label}>
      {children}
      <div className={styles.actions}>{actions}</div>
    </section>
  );
}

/** The confirmation, the progress with Cancel, and the outcome of a publish. */
export function PublishStatus({
  status,
  onConfirm,
  onBack,
  onCancel,
  className,
  ...rest
}: PublishStatusProps) {
  return (
    <div className={className} {...rest}>
      {status.phase === 'confirm' ? (
        <StepBox
          label="Confirm publishing"
          actions={
            <>
              <Button onClick={onConfirm}>
                {status.method === 'zip' ? 'Download' : 'Confirm and publish'}
              </Button>
              <Button variant="secondary" onClick={onBack}>
                Back
              </Button>
            </>
          }
        >
          <h3 className={styles.heading}>
            {status.method === 'zip' ? 'Download these changes?' : 'Publish these changes?'}
          </h3>
          {status.changes.length ? (
            <ChangeList changes={status.changes} headingLevel={4} />
          ) : (
            <p>The download holds the catalogue as visitors see it now.</p>
          )}
        </StepBox>
      ) : status.phase === 'running' ? (
        <StepBox
          label="Publishing"
          actions={
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
          }
        >
          <output className={styles.step}>{stepText(status.progress)}</output>
          <progress
            className={styles.bar}
            aria-label="Publishing progress"
            {...(status.progress.total
              ? { max: status.progress.total, value: status.progress.done ?? 0 }
              : {})}
          />
        </StepBox>
      ) : status.phase === 'nothing' ? (
        <output className={styles.box}>
          Nothing to publish: this browser holds no unpublished changes.
        </output>
      ) : status.phase === 'published' ? (
        <output className={clsx(styles.box, styles.success)}>
          {status.unchanged ? (
            <span>Nothing to publish: the repository already holds exactly this catalogue.</span>
          ) : (
            <span>
              Published as commit{' '}
              <code className={styles.code}>{status.revision.slice(0, 12)}</code>. Your host builds
              the site from it; visitors see the changes once the build is done.
            </span>
          )}
          {status.url ? (
            <span>
              <a href={status.url} target="_blank" rel="noreferrer">
                View the commit
              </a>
            </span>
          ) : null}
        </output>
      ) : status.phase === 'downloaded' ? (
        <output className={clsx(styles.box, styles.success)}>
          Downloaded {status.fileName}. Unpack it at the root of your site&apos;s repository and
          commit it to publish.
        </output>
      ) : (
        <div role="alert" className={clsx(styles.box, styles.error)}>
          <p>{ERROR_EXPLANATIONS[status.error.kind]}</p>
          {status.error.kind !== 'cancelled' ? <p>{status.error.message}</p> : null}
          {status.error.conflicts?.length ? (
            <>
              <p>These entries were changed both here and in the repository:</p>
              <ul className={styles.conflicts} aria-label="Conflicting entries">
                {status.error.conflicts.map((conflict) => (
                  <li key={`${conflict.entity}-${String(conflict.id)}`}>
                    {conflictText(conflict)}
                  </li>
                ))}
              </ul>
              <p>
                Edit these entries to match what you want visitors to see, or discard your changes,
                then publish again.
              </p>
            </>
          ) : null}
          <p>{KEPT}</p>
        </div>
      )}
    </div>
  );
}
