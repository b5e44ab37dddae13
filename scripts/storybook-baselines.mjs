// Lists the built Storybook's `Default` stories that still run a play function (Storybook tags
// them `play-fn` in index.json): a Default story is the component's initial state, which a
// designer and a visual baseline must see untouched (docs/conventions.md#play-functions).
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
process.exitCode = withPlay.length === 0 ? 0 : 1;
