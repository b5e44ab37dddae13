import { Suspense, type ReactNode } from 'react';

/**
 * A part of a prerendered page that React hydrates on its own (selective hydration). Adopting
 * prerendered HTML, React hydrates the page's shell first and leaves each Suspense boundary's
 * markup, already painted and readable, to be hydrated afterwards at the lowest priority, when
 * the main thread is free, or at once when the visitor presses or types inside it. So one long
 * task becomes several short ones, and what is outside the parts responds sooner. Rendered in
 * the browser from scratch, or prerendered, a part renders its children at once: nothing in it
 * suspends.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
