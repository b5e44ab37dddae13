import type { Plugin } from 'vite';

/** React Router's production build, which the site's build reads (see build/index.ts). */
const ROUTER_BUILD = /node_modules[\\/]react-router[\\/]dist[\\/]production[\\/]/;

/** A statement of its own at a module's top level naming a component for developer tools. */
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm;

/** `code` without its top-level `X.displayName = "..."` statements. */
export const withoutDisplayNames = (code: string): string => code.replace(DISPLAY_NAME, '');

/**
 * React Router's production build names its components for developer tools at the top level of
 * its module. A bundler must keep such a statement, and with it the component and all it uses,
 * whether or not the site renders it: `Link`, `NavLink`, `Form` and `ScrollRestoration` came
 * to every page that way. Without the statements, only what the site uses stays.
 */
export function routerDisplayNames(): Plugin {
  return {
    name: 'elifehome-router-display-names',
    apply: 'build',
    transform(code, id) {
      if (ROUTER_BUILD.test(id)) return { code: withoutDisplayNames(code), map: null };
    },
  };
}
