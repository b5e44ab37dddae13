import type { Plugin } from 'vite';

/** React Router's production build, which the site's build reads (see build/index.ts). */
const ROUTER_BUILD = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;

/** A statement of its own at a module's top level naming a component for developer tools. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/**
 * A top-level `var X = React.memo(` (or `forwardRef`, `createContext`): a component or context
 * made once, which a bundler cannot tell from a call with side effects.
 */
const COMPONENT_WRAPPER =
  /^(var [A-Za-z_$][\w$]* = )(React\d*\.(?:memo|forwardRef|createContext)\()/gm;

/** `code` without its top-level `X.displayName = "..."` statements. */
export const withoutDisplayNames = (code: string): string => code.replace(DISPLAY_NAME, '');

/** `code` with its top-level component wrappers marked as free of side effects (`@__PURE__`). */
export const withPureWrappers = (code: string): string =>
  code.replace(COMPONENT_WRAPPER, '$1/* @__PURE__ */ $2');

/**
 * React Router's production build names its components for developer tools at the top level of
 * its module, and makes some of them with `React.forwardRef(...)` or `React.memo(...)` calls
 * that carry no `@__PURE__` mark. A bundler must keep such a statement, and with it the
 * component and all it uses, whether or not the site renders it: `Link`, `NavLink`, `Form`,
 * `ScrollRestoration` and the data router's routes came to every page that way. Without the
 * statements, and with the wrappers marked pure, only what the site uses stays.
 */
export function routerDisplayNames(): Plugin {
  return {
    name: 'elifehome-router-display-names',
    apply: 'build',
    transform(code, id) {
      if (ROUTER_BUILD.test(id)) {
        return { code: withPureWrappers(withoutDisplayNames(code)), map: null };
      }
    },
  };
}
