import { Suspense, type ReactNode } from 'react';

/**
 * Progressive hydration. Adopting prerendered HTML, the runtime would otherwise hydrate the
 * whole page in one task, which a phone's slower CPU turns into blocking time. A part wrapped in
 * `HydrateLater` keeps its prerendered markup, already painted and readable, and is hydrated in a
 * task of its own, parts in the order they were met. Rendered in the browser from scratch, or
 * prerendered, it renders its children at once.
 *
 * The part must render exactly one element: a runtime keeps one DOM node of a part that waits.
 */
export function HydrateLater({ part, children }: { part: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn part={part}>{children}</Turn>
    </Suspense>
  );
}

let adopting = false;

/**
 * The entry marks the span in which the runtime adopts prerendered HTML (hydration), from the
 * first render until every part has had its turn (see partsHydrated).
 */
export function setAdopting(on: boolean): void {
  adopting = on;
}

/** Whether the page being rendered is adopting prerendered HTML (see setAdopting). */
export const isAdopting = (): boolean => adopting;

/** Each part met while adopting: its turn still to come, or `true` once it has come. */
const turns = new Map<string, Promise<void> | true>();
let last: Promise<void> = Promise.resolve();

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The part's turn: a task after the previous part's. */
function turn(part: string): Promise<void> {
  const known = turns.get(part);
  if (known instanceof Promise) return known;
  const waiting = last.then(nextTask).then(() => void turns.set(part, true));
  turns.set(part, waiting);
  last = waiting;
  return waiting;
}

function Turn({ part, children }: { part: string; children: ReactNode }) {
  // Suspending (throwing the promise) is how a runtime is told to hydrate this part later.
  if (isAdopting() && turns.get(part) !== true) throw turn(part);
  return children;
}

/**
 * Settles once every part met so far has had its turn, and those they contain, plus a task for
 * the last one to be hydrated.
 */
export async function partsHydrated(): Promise<void> {
  let waited: Promise<void> | undefined;
  while (waited !== last) {
    waited = last;
    await waited;
    await nextTask();
  }
}
