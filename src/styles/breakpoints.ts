/**
 * The layout's breakpoints, as min-widths in px. They mirror the `--breakpoint-*` tokens in
 * tokens.css (a unit test keeps the two equal): CSS media queries cannot read custom properties,
 * so scripts use these and stylesheets write the same widths.
 */
export const BREAKPOINTS = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;

/** `(min-width: 64rem)` for `lg`: in rem, as the stylesheets write them, so text zoom applies. */
export function minWidthQuery(breakpoint: Breakpoint): string {
  return `(min-width: ${BREAKPOINTS[breakpoint] / 16}rem)`;
}
