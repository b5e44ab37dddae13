import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';

/**
 * A part of a page below the fold whose code comes after the page's own (docs/decisions.md#d58):
 * its prerendered markup stays painted, styled by the stylesheets the page links
 * (`PAINTED_BEFORE_CODE`, build/pageCss.ts), until its code has come and React hydrates it. Where
 * the code is already here (the prerender awaits `preload`, a later render) it renders at once.
 * The choice is made once per mount, so the part is never mounted twice. Put it inside a
 * `HydrateLater`, whose Suspense boundary waits for the code. A part that only some visitors see
 * (the cart's planner, for a cart with lines) is never prerendered: it sits in a Suspense
 * boundary of its own, and its page preloads it when a visitor lands there needing it
 * (`loadLandingParts`, src/app/routes.tsx).
 */
export function laterPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
): { preload: () => Promise<ComponentType<P>>; Part: ComponentType<P> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Part(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return (
      <WithoutOnFailure part={name}>
        <Chosen {...props} />
      </WithoutOnFailure>
    );
  }
  return { preload, Part };
}

/**
 * A part whose code may fail to arrive (offline, a deploy in between): the page goes on without
 * it rather than in its error page, and the console says why.
 */
class WithoutOnFailure extends Component<
  { part: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn(`The ${this.props.part} could not be shown`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
