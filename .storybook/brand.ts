/**
 * The tokens the Storybook UI theme uses. The manager is bundled apart from the site, so it cannot
 * read tokens.css; stories/tokens/brand.test.ts fails when a value here differs from the file.
 */
export const brand = {
  ivory: '#fbf8f3',
  sand: '#efe7dc',
  white: '#ffffff',
  charcoal: '#24211e',
  stoneDark: '#5f574f',
  border: '#d9cfc2',
  borderStrong: '#8a8177',
  accentStrong: '#8a5329',
  accentSoft: '#f4e6d8',
  fontText:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', 'Liberation Sans', 'Noto Sans CJK SC', 'PingFang SC', 'Microsoft YaHei', sans-serif",
  fontDisplay:
    "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, 'Times New Roman', 'Noto Serif CJK SC', 'Songti SC', SimSun, serif",
} as const;

/** Which token each brand value mirrors. */
export const brandTokens: Record<keyof typeof brand, string> = {
  ivory: '--color-ivory',
  sand: '--color-sand',
  white: '--color-white',
  charcoal: '--color-charcoal',
  stoneDark: '--color-stone-dark',
  border: '--color-border',
  borderStrong: '--color-border-strong',
  accentStrong: '--color-accent-strong',
  accentSoft: '--color-accent-soft',
  fontText: '--font-text',
  fontDisplay: '--font-display',
};
