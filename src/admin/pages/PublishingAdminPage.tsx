import { useEffect, useRef, useState } from 'react';
import { toast } from '@/components/organisms/Toaster';
import { PublishPanel, type PublishField, type PublishMethod } from '../components/PublishPanel';
import { PublishStatus, type PublishStatusValue } from '../components/PublishStatus';
import { UnpublishedChanges } from '../components/UnpublishedChanges';
import { usePublishing } from '../hooks/usePublishing';
import {
  loadPublishSettings,
  savePublishSettings,
  type PublishSettings,
} from '../publishing/credentials';
import { AdminScreen } from './AdminScreen';

const DISCARD_CONFIRM =
  'Discard every unpublished change in this browser? The catalogue goes back to the published one. This cannot be undone.';

const REQUIRED: Record<Exclude<PublishMethod, 'zip'>, [field: string, label: string][]> = {
  git: [
    ['url', 'Repository URL'],
    ['branch', 'Branch'],
    ['token', 'Access token'],
  ],
  github: [
    ['owner', 'Owner'],
    ['repo', 'Repository'],
    ['branch', 'Branch'],
    ['token', 'Access token'],
  ],
};

/** What is missing or wrong in the chosen way's fields. */
function fieldErrors(settings: PublishSettings): Record<string, string> {
  const method = settings.method;
  if (method === 'zip') return {};
  const values = settings[method] as unknown as Record<string, string>;
  const errors: Record<string, string> = {};
  for (const [field, label] of REQUIRED[method]) {
    if (!values[field]?.trim()) errors[field] = `Enter the ${label.toLowerCase()}.`;
  }
  if (method === 'git' && !errors.url) {
    let url: URL | undefined;
    try {
      url = new URL(settings.git.url.trim());
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol)) {
      errors.url = 'Enter the repository address starting with https://.';
    } else if (url.username || url.password) {
      errors.url = 'Leave the username and token out of the address: use the fields below.';
    }
  }
  return errors;
}

/** /admin/publishing: the unpublished changes, and publishing them (docs/publishing.md). */
export function PublishingAdminPage() {
  const { state, changes, retry, discard, publish } = usePublishing();
  const [settings, setSettings] = useState<PublishSettings>(loadPublishSettings);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<PublishStatusValue>();
  const [discarding, setDiscarding] = useState(false);
  const running = useRef<AbortController | undefined>(undefined);

  useEffect(() => savePublishSettings(settings), [settings]);
  useEffect(() => () => running.current?.abort(), []);

  const update = (next: Partial<PublishSettings>) => setSettings((s) => ({ ...s, ...next }));

  const handleField = ({ method, field }: PublishField, value: string) => {
    setSettings((s) =>
      method === 'git'
        ? { ...s, git: { ...s.git, [field]: value } }
        : { ...s, github: { ...s.github, [field]: value } },
    );
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const handlePublish = () => {
    const found = fieldErrors(settings);
    setErrors(found);
    if (Object.keys(found).length) {
      setStatus(undefined);
      return;
    }
    if (settings.method !== 'zip' && state === 'ready' && changes.length === 0) {
      setStatus({ phase: 'nothing' });
      return;
    }
    setStatus({ phase: 'confirm', changes, method: settings.method });
  };

  const handleConfirm = async () => {
    const controller = new AbortController();
    running.current = controller;
    const method = settings.method;
    setStatus({ phase: 'running', progress: { step: 'preparing' } });
    try {
      const result = await publish({
        method,
        settings,
        signal: controller.signal,
        onProgress: (progress) => {
          if (!controller.signal.aborted) setStatus({ phase: 'running', progress });
        },
      });
      if (!result.ok) setStatus({ phase: 'failed', error: result.error });
      else if (result.download)
        setStatus({ phase: 'downloaded', fileName: result.download.fileName });
      else {
        setStatus({
          phase: 'published',
          revision: result.revision,
          url: result.url,
          unchanged: result.unchanged,
        });
      }
    } catch (error) {
      console.error('Publishing failed unexpectedly', error);
      setStatus({
        phase: 'failed',
        error: { kind: 'rejected', message: 'Something went wrong in this browser. Try again.' },
      });
    } finally {
      running.current = undefined;
    }
  };

  const handleDiscard = async () => {
    if (!window.confirm(DISCARD_CONFIRM)) return;
    setDiscarding(true);
    try {
      const refused = await discard();
      if (refused.length)
        toast.error('Some parts of the catalogue could not be stored. Try again.');
      else toast.success('Unpublished changes discarded.');
      setStatus(undefined);
    } catch (error) {
      console.error('Discarding the drafts failed', error);
      toast.error('The published catalogue could not be loaded, so nothing was discarded.');
    } finally {
      setDiscarding(false);
    }
  };

  const busy = status?.phase === 'confirm' || status?.phase === 'running';

  return (
    <AdminScreen
      title="Publishing"
      intro="Your edits are drafts in this browser until you publish them to the site's repository; the host then builds the site visitors see."
    >
      <UnpublishedChanges
        changes={changes}
        state={state}
        onRetry={retry}
        onDiscard={() => void handleDiscard()}
        discarding={discarding}
      />
      <PublishPanel
        method={settings.method}
        onMethodChange={(method) => {
          update({ method });
          setErrors({});
          if (!busy) setStatus(undefined);
        }}
        git={settings.git}
        github={settings.github}
        onFieldChange={handleField}
        remember={settings.remember}
        onRememberChange={(remember) => update({ remember })}
        errors={errors}
        onPublish={handlePublish}
        busy={busy}
        status={
          status ? (
            <PublishStatus
              status={status}
              onConfirm={() => void handleConfirm()}
              onBack={() => setStatus(undefined)}
              onCancel={() => running.current?.abort()}
            />
          ) : undefined
        }
      />
    </AdminScreen>
  );
}
