import { clsx } from 'clsx';
import {
  useId,
  useRef,
  type FormEvent,
  type HTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '@/components/atoms/Button';
import { Checkbox } from '@/components/atoms/Checkbox';
import { TextField } from '@/components/atoms/TextField';
import styles from './PublishPanel.module.css';

/** The three ways to publish the screen offers. */
export type PublishMethod = 'zip' | 'git' | 'github';

export interface GitFields {
  url: string;
  branch: string;
  username: string;
  token: string;
}

export interface GitHubFields {
  owner: string;
  repo: string;
  branch: string;
  token: string;
}

export type PublishField =
  { method: 'git'; field: keyof GitFields } | { method: 'github'; field: keyof GitHubFields };

export interface PublishPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'onChange'> {
  method: PublishMethod;
  onMethodChange: (method: PublishMethod) => void;
  git: GitFields;
  github: GitHubFields;
  /** A field was typed into. */
  onFieldChange: (field: PublishField, value: string) => void;
  /** Keep the access token in this browser's localStorage (else sessionStorage). */
  remember: boolean;
  onRememberChange: (remember: boolean) => void;
  /** What is wrong with a field, by its name ('url', 'owner', 'token', ...). */
  errors?: Partial<Record<string, string>>;
  /** Publish (or download) the drafts: the page shows the changes to confirm first. */
  onPublish: () => void;
  /** A publish is under way or waiting for confirmation: the form is locked. */
  busy?: boolean;
  /** Progress, results and errors, shown next to the form. */
  status?: ReactNode;
}

const METHODS: { id: PublishMethod; label: string }[] = [
  { id: 'zip', label: 'Download' },
  { id: 'git', label: 'Git over HTTPS' },
  { id: 'github', label: 'GitHub' },
];

/** The three ways to publish as tabs, each with its fields, and the Publish button. */
export function PublishPanel({
  method,
  onMethodChange,
  git,
  github,
  onFieldChange,
  remember,
  onRememberChange,
  errors = {},
  onPublish,
  busy = false,
  status,
  className,
  ...rest
}: PublishPanelProps) {
  const titleId = useId();
  const base = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (id: PublishMethod) => `${base}-tab-${id}`;
  const panelId = `${base}-panel`;

  const handleKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = METHODS.findIndex((m) => m.id === method);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + METHODS.length) % METHODS.length;
    onMethodChange(METHODS[next]!.id);
    tabs.current[next]?.focus();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onPublish();
  };

  const text = (
    name: string,
    label: string,
    value: string,
    change: (value: string) => void,
    extra: { type?: string; hint?: ReactNode; autoComplete?: string; placeholder?: string } = {},
  ) => (
    <TextField
      label={label}
      name={name}
      value={value}
      required
      error={errors[name]}
      disabled={busy}
      spellCheck={false}
      autoCapitalize="off"
      onChange={(event) => change(event.target.value)}
      type={extra.type ?? 'text'}
      hint={extra.hint}
      autoComplete={extra.autoComplete ?? 'off'}
      placeholder={extra.placeholder}
    />
  );

  const rememberBox = (
    <Checkbox
      label="Remember on this device"
      hint="Unticked, the token is forgotten when this tab closes. Ticked, it stays in this browser until you untick it. It is never part of the catalogue."
      checked={remember}
      disabled={busy}
      onChange={(event) => onRememberChange(event.target.checked)}
    />
  );

  return (
    <section className={clsx(styles.root, className)} aria-labelledby={titleId} {...rest}>
      <h2 id={titleId} className={styles.title}>
        Publish
      </h2>
      <div role="tablist" aria-label="How to publish" className={styles.tabs}>
        {METHODS.map((m, i) => (
          <button
            key={m.id}
            ref={(node) => {
              tabs.current[i] = node;
            }}
            id={tabId(m.id)}
            type="button"
            role="tab"
            aria-selected={m.id === method}
            aria-controls={panelId}
            tabIndex={m.id === method ? 0 : -1}
            className={styles.tab}
            onClick={() => onMethodChange(m.id)}
            onKeyDown={handleKeyDown}
          >
            {m.label}
          </button>
        ))}
      </div>
      <div className={styles.body}>
        <div id={panelId} role="tabpanel" aria-labelledby={tabId(method)}>
          <form className={styles.form} onSubmit={handleSubmit} noValidate>
            {method === 'zip' ? (
              <p className={styles.text}>
                Download the catalogue folder as a .zip file: unpack it at the root of your
                site&apos;s repository (it replaces <code>catalogue/</code>), commit, and your host
                builds the site. Uploaded images are included as files.
              </p>
            ) : method === 'git' ? (
              <>
                <p className={styles.text}>
                  Commit the catalogue to any git host that lets browsers in (Gitea, Forgejo, GitLab
                  with CORS, or through a CORS proxy you run).
                </p>
                {text(
                  'url',
                  'Repository URL',
                  git.url,
                  (v) => onFieldChange({ method: 'git', field: 'url' }, v),
                  {
                    type: 'url',
                    placeholder: 'https://git.example.com/shop/site.git',
                  },
                )}
                {text('branch', 'Branch', git.branch, (v) =>
                  onFieldChange({ method: 'git', field: 'branch' }, v),
                )}
                {text('username', 'Username', git.username, (v) =>
                  onFieldChange({ method: 'git', field: 'username' }, v),
                )}
                {text(
                  'token',
                  'Access token',
                  git.token,
                  (v) => onFieldChange({ method: 'git', field: 'token' }, v),
                  {
                    type: 'password',
                    hint: 'A token allowed to write to the repository (or your password).',
                  },
                )}
                {rememberBox}
              </>
            ) : (
              <>
                <p className={styles.text}>
                  Commit the catalogue through GitHub&apos;s API (GitHub&apos;s git address does not
                  accept browsers).
                </p>
                {text(
                  'owner',
                  'Owner',
                  github.owner,
                  (v) => onFieldChange({ method: 'github', field: 'owner' }, v),
                  {
                    hint: 'The user or organisation the repository belongs to.',
                  },
                )}
                {text('repo', 'Repository', github.repo, (v) =>
                  onFieldChange({ method: 'github', field: 'repo' }, v),
                )}
                {text('branch', 'Branch', github.branch, (v) =>
                  onFieldChange({ method: 'github', field: 'branch' }, v),
                )}
                {text(
                  'token',
                  'Access token',
                  github.token,
                  (v) => onFieldChange({ method: 'github', field: 'token' }, v),
                  {
                    type: 'password',
                    hint: 'A fine-grained token with Contents: read and write on this repository.',
                  },
                )}
                {rememberBox}
              </>
            )}
            <div className={styles.actions}>
              <Button type="submit" disabled={busy}>
                {method === 'zip' ? 'Download .zip' : 'Publish'}
              </Button>
            </div>
          </form>
        </div>
        {status ? <div className={styles.status}>{status}</div> : null}
      </div>
    </section>
  );
}
