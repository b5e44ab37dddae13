/**
 * Presses on buttons of prerendered HTML before the app has adopted it. The build's head
 * script (vite.config.ts) holds them and exposes this global; the entry calls it once the
 * page is hydrated and replays each press on the same element. Plain data with no imports:
 * the build reads it too.
 */
export const EARLY_CLICKS_GLOBAL = '__elifehomeEarlyClicks';

/** Stops holding presses and replays those made so far, in order. */
export function replayEarlyClicks(): void {
  const globals = window as unknown as Record<string, unknown>;
  const handOver = globals[EARLY_CLICKS_GLOBAL];
  if (typeof handOver !== 'function') return;
  delete globals[EARLY_CLICKS_GLOBAL];
  const held = (handOver as () => HTMLElement[])();
  for (const element of held) if (element.isConnected) element.click();
}
