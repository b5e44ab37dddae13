// Lists the built Storybook's `Default` stories that still run a play function (Storybook tags
// them `play-fn` in index.json), and docs links to stories that do not exist. A Default story is
// the component's initial state, which a designer and a visual baseline must see untouched (docs/conventions.md#play-functions).
// Usage: npm run build-storybook && node scripts/storybook-baselines.mjs [storybook-static]
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

const dir = process.argv[2] ?? 'storybook-static';
const index = JSON.parse(readFileSync(resolve(dir, 'index.json'), 'utf8'));
const entries = Object.values(index.entries);
const stories = entries.filter((e) => e.type === 'story');
const defaults = stories.filter((e) => e.name === 'Default');
const withPlay = defaults.filter((e) => (e.tags ?? []).includes('play-fn'));
const playing = stories.filter((e) => (e.tags ?? []).includes('play-fn'));

console.info(
  `${stories.length} stories, ${playing.length} with a play function; ` +
    `${defaults.length} Default stories, ${withPlay.length} of them with a play function`,
);
for (const e of withPlay) console.info(`  ${e.title} › ${e.name}  (${e.importPath})`);

// Every `?path=/story/…` or `?path=/docs/…` link in the docs pages must name an entry that exists.
const ids = new Set(Object.keys(index.entries));
const broken = [];
for (const e of entries.filter((x) => x.type === 'docs' && x.importPath.endsWith('.mdx'))) {
  const text = readFileSync(resolve(e.importPath), 'utf8');
  for (const m of text.matchAll(/\?path=\/(?:story|docs)\/([a-z0-9-]+)/g)) {
    if (!ids.has(m[1])) broken.push(`${e.importPath}: ${m[1]}`);
  }
}
console.info(`docs links to missing stories: ${broken.length}`);
for (const b of broken) console.info(`  ${b}`);
process.exitCode = withPlay.length === 0 && broken.length === 0 ? 0 : 1;
