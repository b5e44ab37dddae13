import { Component, lazy, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { hydratedParts, whenNear } from './whenNear';

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
 *
 * With `near`, an adopted part's code waits until the visitor heads for it (`whenNear`): the part
 * marks its own root `data-part={name}`, and a visit that stays on its first screen never
 * downloads it. Any update that reaches the part before then makes React hydrate it at once: a
 * context above it changed (React cannot tell whether the part reads it), as the router's does on
 * every navigation, so a new page sends for every waiting part's code as it renders
 * (`wantWaitingParts`, src/app/RootLayout.tsx), and the navigation, a transition, waits for it. An
 * update outside a transition would draw the part afresh, without its markup, until the code came:
 * so the part's element is made once (a constant, or memoised on the data it shows), and its
 * markup is the same on every page it may hydrate on. New data waits for the part to hydrate
 * (`hydratedParts`; see `partsHydrated` in src/app/afterFirstRender.ts).
 *
 * A part's painted markup offers no press before its code has come: a press inside a part that
 * React cannot hydrate at once (its code still on the way) is stopped by React and lost, replayed
 * or not. Links are fine (the browser follows them); a button shows once hydrated, as home's
 * hotspots do (they are hidden until their code places them).
 */
export function laterPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  name: string,
  { near = false }: { near?: boolean } = {},
): { preload: () => Promise<ComponentType<P>>; Part: ComponentType<P> } {
  let loaded: ComponentType<P> | undefined;
  const preload = () => load().then((component) => (loaded = component));
  const Lazy = lazy(async () => {
    if (near) await whenNear(`[data-part="${name}"]`);
    return { default: await preload() };
  });
  function Part(props: P) {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    useEffect(() => {
      hydratedParts.add(name);
    }, []);
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
