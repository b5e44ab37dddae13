// Serves dist/ as a static host would (scripts/static-host.mjs) on 127.0.0.1, for the benchmarks.
import { startStaticHost } from './static-host.mjs';

export async function startPreview(port) {
  return startStaticHost('dist', port);
}
