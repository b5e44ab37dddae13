/**
 * The publishing screen's settings in this browser: the repository's address, branch and user
 * are kept in localStorage; the access token in sessionStorage (gone when the tab closes) unless
 * the owner ticks "Remember on this device", then in localStorage. Never in the catalogue, a
 * commit or a URL (docs/publishing.md#drafts-and-publishing).
 */
import type { GitFields, GitHubFields, PublishMethod } from '../components/PublishPanel';

export interface PublishSettings {
  method: PublishMethod;
  git: GitFields;
  github: GitHubFields;
  remember: boolean;
}

const SETTINGS_KEY = 'elifehome_publish_settings';
const TOKENS_KEY = 'elifehome_publish_tokens';

export const EMPTY_SETTINGS: PublishSettings = {
  method: 'git',
  git: { url: '', branch: 'main', username: '', token: '' },
  github: { owner: '', repo: '', branch: 'main', token: '' },
  remember: false,
};

interface Stores {
  local: Storage | undefined;
  session: Storage | undefined;
}

function browserStores(): Stores {
  const get = (name: 'localStorage' | 'sessionStorage') => {
    try {
      return typeof window === 'undefined' ? undefined : window[name];
    } catch {
      return undefined;
    }
  };
  return { local: get('localStorage'), session: get('sessionStorage') };
}

function readJson(store: Storage | undefined, key: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(store?.getItem(key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);

export function loadPublishSettings(stores: Stores = browserStores()): PublishSettings {
  const saved = readJson(stores.local, SETTINGS_KEY);
  const git = (saved.git ?? {}) as Record<string, unknown>;
  const github = (saved.github ?? {}) as Record<string, unknown>;
  const remembered = readJson(stores.local, TOKENS_KEY);
  const session = readJson(stores.session, TOKENS_KEY);
  const remember = Object.keys(remembered).length > 0;
  const tokens = remember ? remembered : session;
  const method = saved.method === 'zip' || saved.method === 'github' ? saved.method : 'git';
  return {
    method,
    git: {
      url: str(git.url, ''),
      branch: str(git.branch, 'main'),
      username: str(git.username, ''),
      token: str(tokens.git, ''),
    },
    github: {
      owner: str(github.owner, ''),
      repo: str(github.repo, ''),
      branch: str(github.branch, 'main'),
      token: str(tokens.github, ''),
    },
    remember,
  };
}

export function savePublishSettings(settings: PublishSettings, stores: Stores = browserStores()) {
  const { git, github } = settings;
  const tokens = JSON.stringify({ git: git.token, github: github.token });
  try {
    stores.local?.setItem(
      SETTINGS_KEY,
      JSON.stringify({
        method: settings.method,
        git: { url: git.url, branch: git.branch, username: git.username },
        github: { owner: github.owner, repo: github.repo, branch: github.branch },
      }),
    );
    if (settings.remember) {
      stores.local?.setItem(TOKENS_KEY, tokens);
      stores.session?.removeItem(TOKENS_KEY);
    } else {
      stores.session?.setItem(TOKENS_KEY, tokens);
      stores.local?.removeItem(TOKENS_KEY);
    }
  } catch (error) {
    console.warn('The publishing settings could not be kept in this browser', error);
  }
}
