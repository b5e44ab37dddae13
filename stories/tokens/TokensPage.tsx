import type { CSSProperties, ReactNode } from 'react';
import tokensCss from '@/styles/tokens.css?raw';
import {
  composite,
  contrastRatio,
  contrastVerdict,
  parseColour,
  parseTokens,
  resolveValue,
  toPixels,
  tokenKind,
  type Token,
  type TokenKind,
} from './parseTokens';

// Every stylesheet's text, read at build time, so the page can list the widths media queries use.
const stylesheets = import.meta.glob<string>('/src/**/*.css', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** What a token is for: a note only, never a value (values always come from tokens.css). */
const NOTES: Record<string, string> = {
  '--color-ivory': 'The page background and inverse text',
  '--color-sand': 'Muted surfaces, placeholders',
  '--color-sand-strong': 'Image placeholders, spinner track',
  '--color-stone': 'Decoration only',
  '--color-stone-dark': 'Secondary text',
  '--color-charcoal': 'Body text',
  '--color-white': 'Cards and inputs',
  '--color-accent': 'Bronze for shapes and fills, not small text',
  '--color-accent-strong': 'Accent text, links, primary buttons with white text',
  '--color-accent-soft': 'A bronze tint behind highlights',
  '--color-success': 'Saved, added, sent',
  '--color-danger': 'Errors, validation messages, delete actions',
  '--color-danger-soft': 'Behind an error message',
  '--color-info': 'Neutral notices',
  '--color-bg': 'The page',
  '--color-surface': 'Cards, inputs, panels',
  '--color-surface-muted': 'Quiet panels',
  '--color-border': 'Dividers and card edges',
  '--color-border-strong': 'Control outlines and hover borders',
  '--color-text': 'Body text',
  '--color-text-muted': 'Secondary text, hints',
  '--color-text-inverse': 'Text on charcoal or bronze',
  '--color-focus': 'The keyboard focus ring',
  '--color-overlay': 'Behind dialogs and drawers',
  '--font-display': 'Headings h1 to h4, product names',
  '--font-text': 'Everything else: body, labels, controls',
  '--font-size-xs': 'Fine print, badges',
  '--font-size-sm': 'Labels, captions, secondary text',
  '--font-size-md': 'Body text; the page default',
  '--font-size-lg': 'Lead paragraphs, prices on cards',
  '--font-size-xl': 'Card and section titles',
  '--font-size-2xl': 'Page subheadings',
  '--font-size-3xl': 'Page titles; grows with the viewport',
  '--font-size-4xl': 'Hero headlines; grows with the viewport',
  '--radius-sm': 'Badges, links, small controls',
  '--radius-md': 'Buttons, cards, inputs',
  '--radius-lg': 'Panels and summaries',
  '--radius-pill': 'Chips, pills',
  '--shadow-sm': 'Resting raised controls',
  '--shadow-md': 'Hovered cards, toasts, panels',
  '--shadow-lg': 'Dropdown menus, drawers',
  '--breakpoint-sm': 'Large phones: two-column grids start',
  '--breakpoint-md': 'Tablets: side-by-side layouts start',
  '--breakpoint-lg': 'Laptops: the static category sidebar, the full header',
  '--breakpoint-xl': 'Wide screens: the content reaches its maximum width',
  '--header-height': 'The sticky header bar',
  '--content-max': 'The widest the content column grows',
  '--touch-target': 'The smallest size of anything you can press',
  '--focus-ring': 'Marks keyboard focus on every control',
  '--duration-fast': 'Hover and press feedback; 0 with reduced motion',
  '--duration-base': 'Most transitions; 0 with reduced motion',
  '--duration-slow': 'Slides and drawers; 0 with reduced motion',
  '--easing': 'Every transition',
};

const cell: CSSProperties = { padding: '8px 12px', verticalAlign: 'middle', textAlign: 'left' };
const nameCell: CSSProperties = { ...cell, whiteSpace: 'nowrap' };
const numberCell: CSSProperties = {
  ...cell,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
};

const NUMBER_HEADS = new Set(['On background', 'With body text', 'Pixels', 'Breakpoint (px)']);

function Table({
  caption,
  head,
  children,
}: {
  caption: string;
  head: string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '8px 0 32px' }}>
      <caption style={{ textAlign: 'left', fontWeight: 600, padding: '4px 0' }}>{caption}</caption>
      <thead>
        <tr>
          {head.map((h) => (
            <th key={h} scope="col" style={NUMBER_HEADS.has(h) ? numberCell : cell}>
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function TokenName({ token }: { token: Token }) {
  return (
    <th scope="row" style={nameCell}>
      <code>{token.name}</code>
    </th>
  );
}

function Value({ token, tokens }: { token: Token; tokens: readonly Token[] }) {
  const resolved = resolveValue(token.value, tokens);
  return (
    <td style={cell}>
      <code>{token.value}</code>
      {resolved !== token.value ? (
        <>
          {' '}
          = <code>{resolved}</code>
        </>
      ) : null}
    </td>
  );
}

/** One width a media query in the stylesheets uses, and the files that use it. */
export interface MediaWidth {
  query: string;
  px: number;
  files: string[];
}

/** Every `(min-width: …)` / `(max-width: …)` the stylesheets use, widest last. */
export function mediaWidths(sheets: Record<string, string>): MediaWidth[] {
  const found = new Map<string, MediaWidth>();
  for (const [file, css] of Object.entries(sheets)) {
    // Vitest's CSS handling may hand a non-string for some sheets; the Storybook build never does.
    if (typeof css !== 'string') continue;
    for (const m of css.matchAll(/@media[^{]*?\(\s*(min|max)-width:\s*([\d.]+)(px|rem|em)\s*\)/g)) {
      const query = `(${m[1]}-width: ${m[2]}${m[3]})`;
      const px = toPixels(`${m[2]}${m[3]}`) ?? 0;
      // A max-width query ends just below the breakpoint it pairs with: 767px pairs with 768.
      const boundary = m[1] === 'max' ? Math.floor(px) + 1 : px;
      const entry = found.get(query) ?? { query, px: boundary, files: [] };
      const short = file.replace(/^\/src\//, '');
      if (!entry.files.includes(short)) entry.files.push(short);
      found.set(query, entry);
    }
  }
  return [...found.values()].sort((a, b) => a.px - b.px || a.query.localeCompare(b.query));
}

export interface TokenTablesProps {
  /** The text of tokens.css. */
  css: string;
  /** Stylesheet texts by path, for the media query widths in use. */
  sheets?: Record<string, string>;
}

/** Every token in `css`, grouped by kind, each with a live sample. */
export function TokenTables({ css, sheets = {} }: TokenTablesProps) {
  const tokens = parseTokens(css);
  const of = (kind: TokenKind) => tokens.filter((t) => tokenKind(t.name) === kind);
  const colour = (name: string) => {
    const t = tokens.find((x) => x.name === name);
    return t ? parseColour(resolveValue(t.value, tokens)) : null;
  };
  const bg = colour('--color-bg') ?? { r: 255, g: 255, b: 255, a: 1 };
  const text = colour('--color-text') ?? { r: 0, g: 0, b: 0, a: 1 };
  const breakpoints = of('breakpoint').map((t) => toPixels(t.value));
  const widths = mediaWidths(sheets);

  return (
    <div>
      <h2 id="colour">Colour</h2>
      <p>
        Contrast is the WCAG ratio against the page background (<code>--color-bg</code>) and against
        body text (<code>--color-text</code>), translucent colours painted over the background. Text
        needs 4.5:1; large text, icons and control outlines need 3:1.
      </p>
      <Table
        caption="Colours"
        head={['Token', 'Swatch', 'Value', 'On background', 'With body text', 'Use']}
      >
        {of('colour').map((t) => {
          const c = parseColour(resolveValue(t.value, tokens));
          const seen = c ? (c.a < 1 ? composite(c, bg) : c) : null;
          const onBg = seen ? contrastRatio(seen, bg) : null;
          const withText = seen ? contrastRatio(seen, text) : null;
          return (
            <tr key={t.name}>
              <TokenName token={t} />
              <td style={cell}>
                <span className="visually-hidden">Sample</span>
                <span
                  style={{
                    display: 'inline-block',
                    width: 48,
                    height: 32,
                    borderRadius: 4,
                    border: '1px solid var(--color-border-strong)',
                    background: `var(${t.name})`,
                  }}
                />
              </td>
              <Value token={t} tokens={tokens} />
              <td style={numberCell}>
                {onBg ? `${onBg.toFixed(1)}:1` : '-'}
                <br />
                <small>{onBg ? contrastVerdict(onBg) : ''}</small>
              </td>
              <td style={numberCell}>
                {withText ? `${withText.toFixed(1)}:1` : '-'}
                <br />
                <small>{withText ? contrastVerdict(withText) : ''}</small>
              </td>
              <td style={cell}>{NOTES[t.name] ?? ''}</td>
            </tr>
          );
        })}
      </Table>

      <h2 id="type">Type</h2>
      <Table caption="Typefaces" head={['Token', 'Sample', 'Value', 'Use']}>
        {of('font-family').map((t) => (
          <tr key={t.name}>
            <TokenName token={t} />
            <td style={{ ...cell, fontFamily: `var(${t.name})`, fontSize: 20 }}>
              Carved oak mirror
            </td>
            <Value token={t} tokens={tokens} />
            <td style={cell}>{NOTES[t.name] ?? ''}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Type scale" head={['Token', 'Sample', 'Value', 'Use']}>
        {of('font-size').map((t) => (
          <tr key={t.name}>
            <TokenName token={t} />
            <td
              style={{
                ...cell,
                fontSize: `var(${t.name})`,
                fontFamily: 'var(--font-display)',
                lineHeight: 'var(--line-height-tight)',
                whiteSpace: 'nowrap',
              }}
            >
              Trade prices
            </td>
            <td style={cell}>
              <code>{t.value}</code>
              {toPixels(t.value) !== null ? ` (${toPixels(t.value)} px)` : ''}
            </td>
            <td style={cell}>{NOTES[t.name] ?? ''}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Weights, line heights and letter spacing" head={['Token', 'Value', 'Sample']}>
        {of('type-detail').map((t) => {
          const prop = t.name.startsWith('--font-weight')
            ? 'fontWeight'
            : t.name.startsWith('--line-height')
              ? 'lineHeight'
              : 'letterSpacing';
          return (
            <tr key={t.name}>
              <TokenName token={t} />
              <Value token={t} tokens={tokens} />
              <td style={{ ...cell, [prop]: `var(${t.name})` }}>
                {prop === 'letterSpacing' ? 'NEW · BESTSELLER' : 'Solid walnut, hand oiled'}
              </td>
            </tr>
          );
        })}
      </Table>

      <h2 id="space">Space</h2>
      <Table caption="Spacing scale" head={['Token', 'Value', 'Pixels', 'Sample']}>
        {of('space').map((t) => (
          <tr key={t.name}>
            <TokenName token={t} />
            <Value token={t} tokens={tokens} />
            <td style={numberCell}>{toPixels(t.value)}</td>
            <td style={cell}>
              <span className="visually-hidden">Sample</span>
              <span
                style={{
                  display: 'inline-block',
                  height: 16,
                  width: `var(${t.name})`,
                  background: 'var(--color-accent)',
                }}
              />
            </td>
          </tr>
        ))}
      </Table>

      <h2 id="shape">Radii and shadows</h2>
      <Table caption="Corner radii" head={['Token', 'Value', 'Sample', 'Use']}>
        {of('radius').map((t) => (
          <tr key={t.name}>
            <TokenName token={t} />
            <Value token={t} tokens={tokens} />
            <td style={cell}>
              <span className="visually-hidden">Sample</span>
              <span
                style={{
                  display: 'inline-block',
                  width: 72,
                  height: 40,
                  borderRadius: `var(${t.name})`,
                  border: '2px solid var(--color-border-strong)',
                  background: 'var(--color-surface)',
                }}
              />
            </td>
            <td style={cell}>{NOTES[t.name] ?? ''}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Shadows" head={['Token', 'Value', 'Sample', 'Use']}>
        {of('shadow').map((t) => (
          <tr key={t.name}>
            <TokenName token={t} />
            <Value token={t} tokens={tokens} />
            <td style={{ ...cell, padding: 20 }}>
              <span className="visually-hidden">Sample</span>
              <span
                style={{
                  display: 'inline-block',
                  width: 72,
                  height: 40,
                  borderRadius: 'var(--radius-md)',
                  boxShadow: `var(${t.name})`,
                  background: 'var(--color-surface)',
                }}
              />
            </td>
            <td style={cell}>{NOTES[t.name] ?? ''}</td>
          </tr>
        ))}
      </Table>

      <h2 id="breakpoints">Breakpoints</h2>
      <p>
        Layouts are written phone first and change at these widths. Media queries cannot read a
        custom property, so stylesheets repeat the width; scripts import them from{' '}
        <code>src/styles/breakpoints.ts</code>.
      </p>
      <Table caption="Breakpoints" head={['Token', 'Value', 'Use']}>
        {of('breakpoint').map((t) => (
          <tr key={t.name}>
            <TokenName token={t} />
            <Value token={t} tokens={tokens} />
            <td style={cell}>{NOTES[t.name] ?? ''}</td>
          </tr>
        ))}
      </Table>
      {widths.length > 0 ? (
        <Table
          caption="Widths the stylesheets use today"
          head={['Media query', 'Breakpoint (px)', 'On the scale', 'Used in']}
        >
          {widths.map((w) => (
            <tr key={w.query}>
              <th scope="row" style={nameCell}>
                <code>{w.query}</code>
              </th>
              <td style={numberCell}>{w.px}</td>
              <td style={cell}>{breakpoints.includes(w.px) ? 'Yes' : 'No (one-off)'}</td>
              <td style={cell}>{w.files.join(', ')}</td>
            </tr>
          ))}
        </Table>
      ) : null}

      <h2 id="layout">Layout and motion</h2>
      <Table caption="Layout" head={['Token', 'Value', 'Use']}>
        {of('layout').map((t) => (
          <tr key={t.name}>
            <TokenName token={t} />
            <Value token={t} tokens={tokens} />
            <td style={cell}>{NOTES[t.name] ?? ''}</td>
          </tr>
        ))}
      </Table>
      <Table caption="Motion" head={['Token', 'Value', 'Use']}>
        {of('motion').map((t) => (
          <tr key={t.name}>
            <TokenName token={t} />
            <Value token={t} tokens={tokens} />
            <td style={cell}>{NOTES[t.name] ?? ''}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

/** The Tokens docs page's body: tokens.css and the stylesheets as this build read them. */
export function TokensPage() {
  return <TokenTables css={tokensCss} sheets={stylesheets} />;
}
