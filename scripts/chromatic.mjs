// Publishes the static Storybook to Chromatic. Needs CHROMATIC_PROJECT_TOKEN and a network;
// without a token it stops at once, and the upload is time-boxed (a bad token retries forever).
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    'chromatic: set CHROMATIC_PROJECT_TOKEN (from the Chromatic project) to publish the Storybook.',
  );
  process.exit(1);
}
const build = spawnSync('npm', ['run', 'build-storybook'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);
const run = spawnSync(
  'timeout',
  [
    '600',
    'npx',
    'chromatic',
    '--storybook-build-dir',
    'storybook-static',
    '--exit-zero-on-changes',
  ],
  { stdio: 'inherit' },
);
process.exit(run.status ?? 1);
