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
import { AdminPanel } from '../AdminPanel';
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

/** What each git method's tab says above its fields. */
const GIT_INTROS = {
  git: "Commit the catalogue to any git host that lets browsers in: one on this site's own address (such as Gitea or Forgejo under /git/), or one that allows CORS (Gitea, Forgejo, GitLab), or through a CORS proxy you run.",
  github:
    "Commit the catalogue through GitHub's API (GitHub's git address does not accept browsers).",
} as const;

/** One text field of a git method's form. */
interface FieldSpec<K extends string> {
  field: K;
  label: string;
  type?: 'url' | 'password';
  hint?: string;
  placeholder?: string;
}

/** The branch field both git methods ask for. */
const BRANCH_FIELD = { field: 'branch', label: 'Branch' } as const;

/** The access token field both git methods ask for, with what the token must allow. */
const tokenField = (hint: string) =>
  ({ field: 'token', label: 'Access token', type: 'password', hint }) as const;

const GIT_FIELDS: FieldSpec<keyof GitFields>[] = [
  {
    field: 'url',
    label: 'Repository URL',
    type: 'url',
    placeholder: 'https://git.example.com/shop/site.git',
  },
  BRANCH_FIELD,
  { field: 'username', label: 'Username' },
  tokenField('A token allowed to write to the repository (or your password).'),
];

const GITHUB_FIELDS: FieldSpec<keyof GitHubFields>[] = [
  { field: 'owner', label: 'Owner', hint: 'The user or organisation the repository belongs to.' },
  { field: 'repo', label: 'Repository' },
  BRANCH_FIELD,
  tokenField('A fine-grained token with Contents: read and write on this repository.'),
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
  ...rest
}: PublishPanelProps) {
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

  const textField = (spec: FieldSpec<string>, value: string, id: PublishField) => (
    <TextField
      key={spec.field}
      label={spec.label}
      name={spec.field}
      value={value}
      required
      error={errors[spec.field]}
      disabled={busy}
      spellCheck={false}
      autoCapitalize="off"
      onChange={(event) => onFieldChange(id, event.target.value)}
      type={spec.type ?? 'text'}
      hint={spec.hint}
      autoComplete="off"
      placeholder={spec.placeholder}
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
    <AdminPanel title="Publish" {...rest}>
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
                Download the catalogue folder as a .zip file: delete <code>catalogue/</code> in your
                site&apos;s repository, unpack the file at its root, commit, and your host builds
                the site. It holds exactly the images the catalogue uses, uploads included as files.
              </p>
            ) : (
              <>
                <p className={styles.text}>{GIT_INTROS[method]}</p>
                {method === 'git'
                  ? GIT_FIELDS.map((spec) =>
                      textField(spec, git[spec.field], { method: 'git', field: spec.field }),
                    )
                  : GITHUB_FIELDS.map((spec) =>
                      textField(spec, github[spec.field], { method: 'github', field: spec.field }),
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
    </AdminPanel>
  );
}
