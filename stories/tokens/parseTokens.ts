/**
 * Reads the design tokens out of `src/styles/tokens.css`, so the Tokens docs page is generated from
 * the file itself and cannot drift from it. Pure functions: no DOM, no CSS engine.
 */

/** One custom property declared in the first `:root` block. */
export interface Token {
  /** The property name, `--color-bg`. */
  name: string;
  /** The value exactly as written (whitespace collapsed), `var(--color-ivory)`. */
  value: string;
  /** The section heading comment it sits under, `Colour`. */
  group: string;
}

/** The group a token belongs to on the docs page. */
export type TokenKind =
  | 'colour'
  | 'font-family'
  | 'font-size'
  | 'type-detail'
  | 'space'
  | 'radius'
  | 'shadow'
  | 'breakpoint'
  | 'layout'
  | 'motion';

/** Every custom property in the first `:root { ... }` block, in file order. */
export function parseTokens(css: string): Token[] {
  const start = css.search(/:root\s*\{/);
  if (start < 0) return [];
  const open = css.indexOf('{', start);
  const close = css.indexOf('}', open);
  const body = css.slice(open + 1, close < 0 ? undefined : close);
  const tokens: Token[] = [];
  let group = '';
  for (const match of body.matchAll(/\/\*([\s\S]*?)\*\/|(--[\w-]+)\s*:\s*([^;]+);/g)) {
    if (match[1] !== undefined) {
      // A section comment: its first sentence names the group ("Type. The CJK ..." -> "Type").
      const heading = match[1].trim().split(/[.(]/)[0]!.trim();
      if (heading) group = heading;
      continue;
    }
    tokens.push({ name: match[2]!, value: match[3]!.replace(/\s+/g, ' ').trim(), group });
  }
  return tokens;
}

/** Which table of the docs page a token belongs in, from its name. */
export function tokenKind(name: string): TokenKind {
  if (name.startsWith('--color-')) return 'colour';
  if (name === '--font-display' || name === '--font-text') return 'font-family';
  if (name.startsWith('--font-size-')) return 'font-size';
  if (/^--(font-weight|line-height|letter-spacing)-/.test(name)) return 'type-detail';
  if (name.startsWith('--space-')) return 'space';
  if (name.startsWith('--radius-')) return 'radius';
  if (name.startsWith('--shadow-')) return 'shadow';
  if (name.startsWith('--breakpoint-')) return 'breakpoint';
  if (name.startsWith('--duration-') || name === '--easing') return 'motion';
  return 'layout';
}

/** The value with every `var(--x)` replaced by x's value, as far as the tokens define them. */
export function resolveValue(value: string, tokens: readonly Token[], depth = 0): string {
  if (depth > 10) return value;
  return value.replace(/var\((--[\w-]+)\)/g, (whole, name: string) => {
    const found = tokens.find((t) => t.name === name);
    return found ? resolveValue(found.value, tokens, depth + 1) : whole;
  });
}

/** An sRGB colour with alpha, channels 0 to 255, alpha 0 to 1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/** Reads `#rgb`, `#rrggbb`, `rgb(r g b)` and `rgb(r g b / a)`; anything else is null. */
export function parseColour(value: string): Rgba | null {
  const v = value.trim().toLowerCase();
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(v);
  if (hex) {
    const h = hex[1]!.length === 3 ? [...hex[1]!].map((c) => c + c).join('') : hex[1]!;
    return {
      r: parseInt(h.slice(0, 2), 16),
      g: parseInt(h.slice(2, 4), 16),
      b: parseInt(h.slice(4, 6), 16),
      a: 1,
    };
  }
  const rgb = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)\s*(?:[/,]\s*([\d.]+%?))?\s*\)$/.exec(
    v,
  );
  if (rgb) {
    const alpha = rgb[4] ?? '1';
    return {
      r: Number(rgb[1]),
      g: Number(rgb[2]),
      b: Number(rgb[3]),
      a: alpha.endsWith('%') ? Number(alpha.slice(0, -1)) / 100 : Number(alpha),
    };
  }
  return null;
}

/** `top` painted over an opaque `bottom`, as the eye sees a translucent colour. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG 2 contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** What a contrast ratio allows under WCAG 2.2 AA. */
export function contrastVerdict(ratio: number): string {
  if (ratio >= 7) return 'AAA text';
  if (ratio >= 4.5) return 'AA text';
  if (ratio >= 3) return 'Large text and controls only';
  return 'Decoration only';
}

/** `1.5rem` -> 24, `8px` -> 8, at the browser's default 16 px root; null for anything else. */
export function toPixels(value: string): number | null {
  const m = /^(-?[\d.]+)(px|rem|em)$/.exec(value.trim());
  if (!m) return null;
  const n = Number(m[1]);
  return m[2] === 'px' ? n : n * 16;
}
