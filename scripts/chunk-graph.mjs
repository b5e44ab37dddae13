// The chunk graph of a build, shared by the build's preload hints and page CSS (build/) and the
// size budget (scripts/size-budget.mjs), so both agree on what a page loads.

/**
 * The chunks in `start` and every chunk they import statically, transitively. `importsOf`
 * gives a chunk's static imports, or undefined for a file that is not a chunk of this build.
 */
export function staticClosure(start, importsOf) {
  const seen = new Set();
  const walk = (file) => {
    const imports = importsOf(file);
    if (seen.has(file) || !imports) return;
    seen.add(file);
    imports.forEach(walk);
  };
  start.forEach(walk);
  return seen;
}
