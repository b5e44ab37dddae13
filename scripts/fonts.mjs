// Writes the site's two typefaces, cut down to what a page can show, and the @font-face rules
// that load them: `npm run fonts`. The output is committed (src/styles/fonts/), so a build never
// needs this script; run it again after changing a face, the characters or the weights.
//
// The faces come from Fontsource's variable packages (latin files). Each is cut to Basic Latin,
// Latin-1 (accented names such as "Señor" or "Café") and the typographic punctuation the copy
// uses, and to the weights the tokens use, so both together stay under the first view's font
// budget (docs/conventions.md#typefaces). Every cut is written in two files named by
// `unicode-range`: the core (Basic Latin, the punctuation and the signs the copy uses) and the
// accents (the rest of Latin-1), which a page downloads only if it shows one of them. The heading
// face is also pinned to the weights headings use (a static face is a third the size of the
// variable one); its other weights keep the variable file. A size-adjusted local fallback for each face keeps text
// in place when the web font swaps in: its metrics are measured here against the fallback the
// browser would otherwise use (Liberation Serif and Sans have the metrics of Times New Roman and
// Arial, so the same overrides fit those).
import { readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as fontkit from 'fontkit';
import subsetFont from 'subset-font';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const outDir = join(root, 'src/styles/fonts');
const liberation = '/usr/share/fonts/truetype/liberation';

const range = (from, to) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)).join('');
export const CHARACTERS = `${range(0x20, 0x7e)}${range(0xa0, 0xff)}–—‘’‚“”„…•·€™×→←↑↓−`;
/** What nearly every page shows: Basic Latin, the no-break space, the signs and punctuation. */
export const CORE = `${range(0x20, 0x7e)}\u00a0©®°²³·×–—‘’‚“”„…•€™→←↑↓−`;
/** The rest of the cut: Latin-1's accented letters and rarer signs. */
export const ACCENTS = [...CHARACTERS].filter((c) => !CORE.includes(c)).join('');

/**
 * Each part's `unicode-range`. The core's is wider than its file where that keeps the rule short:
 * a character neither file has (‰, ›) falls through to the fallback as it would without it.
 */
const RANGES = {
  core: 'U+0-7F, U+A0, U+A9, U+AE, U+B0, U+B2-B3, U+B7, U+D7, U+2000-206F, U+20AC, U+2122, U+2190-2212',
  accents: 'U+A1-A8, U+AA-AD, U+AF, U+B1, U+B4-B6, U+B8-D6, U+D8-FF',
};

/** Whether a `unicode-range` value holds a character. */
function rangeHolds(declared, character) {
  const point = character.codePointAt(0);
  return declared.split(', ').some((span) => {
    const [from, to = from] = span.slice(2).split('-');
    return point >= parseInt(from, 16) && point <= parseInt(to, 16);
  });
}

const PARTS = [
  { name: 'core', characters: CORE, range: RANGES.core },
  { name: 'accents', characters: ACCENTS, range: RANGES.accents },
];

/** English-like text to compare average widths of a face and its fallback. */
const SAMPLE =
  'Solid oak dining table with brass inlay, sold in cartons of two. Minimum order 20; lead time 45 days.';

/**
 * Spaced capitals, as the header's menu sets them. DM Sans's capitals are much narrower than
 * Arial's (about 92% where its text is 104%), so one fallback cannot fit both: the menu gets a
 * fallback of its own, or a first view without the face would push the wordmark into an ellipsis.
 */
const CAPS_SAMPLE = 'HOME MIRRORS FURNITURE FIREPLACE LIGHTING DECOR DESIGN INSPIRATIONS ABOUT US';

const FACES = [
  {
    family: 'Fraunces Variable',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    fallbackFamily: 'Fraunces Fallback',
    fallbackLocal: ['Times New Roman', 'Liberation Serif', 'Tinos'],
    fallbackFile: 'LiberationSerif-Regular.ttf',
    weights: { min: 400, max: 700 },
    // Headings are medium (500); a cart line's product name, the about page's figures and the
    // inspirations' step numbers are regular (400). Only the printed sheets' wordmark asks for a
    // heavier weight (600): the variable file, whole, answers for everything above 500 (a weight
    // between 400 and 500 is drawn at 500, as CSS matches weights). 500's core is preloaded from
    // index.html, so it is normally there before the first paint; if it is late, headings swap
    // to it (they are the brand's face, worth the wait).
    cuts: [
      { file: 'fraunces-500', weight: '500' },
      { file: 'fraunces-400', weight: '400' },
      { file: 'fraunces-wght', weight: '501 700', whole: true },
    ],
    display: 'swap',
  },
  {
    family: 'DM Sans Variable',
    source: '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    fallbackFamily: 'DM Sans Fallback',
    capsFallbackFamily: 'DM Sans Caps Fallback',
    fallbackLocal: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'],
    fallbackFile: 'LiberationSans-Regular.ttf',
    weights: { min: 400, max: 700 },
    cuts: [{ file: 'dm-sans-wght', weight: '400 700' }],
    // A swap re-wraps body text by a pixel here and there, which moves what follows it.
    // `optional` uses the face only if it is there for the first paint, else the fallback for
    // that page; src/app/textFace.ts brings it in as the next page is drawn (docs/decisions.md#d49).
    display: 'optional',
  },
];

// Written the way Prettier writes CSS numbers (no trailing zeros), so the output needs no formatting.
const percent = (value) => `${Number((value * 100).toFixed(2))}%`;

function averageWidth(font, sample) {
  return font.layout(sample).advanceWidth / font.unitsPerEm / sample.length;
}

/** The overrides that give the fallback the face's width and vertical metrics. */
function fallbackMetrics(face, fallback, sample = SAMPLE) {
  const sizeAdjust = averageWidth(face, sample) / averageWidth(fallback, sample);
  const em = face.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust: percent(sizeAdjust),
    ascent: percent(face.ascent / em),
    descent: percent(Math.abs(face.descent) / em),
    lineGap: percent(face.lineGap / em),
  };
}

/**
 * The Chinese the admin shows (the gallery's upload messages, docs/requirements.md#upload-rules):
 * every CJK character and full-width mark in src/admin/messages.ts, so a new message brings its
 * glyphs the next time this script runs. They are drawn by our own cut of Noto Sans CJK SC, not
 * by whatever CJK font a machine has, so the screens look the same everywhere.
 */
function adminChinese() {
  const text = readFileSync(join(root, 'src/admin/messages.ts'), 'utf8');
  const cjk = text.match(/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]/gu) ?? [];
  return [...new Set(cjk)].sort().join('');
}

/** Noto Sans CJK SC (SIL Open Font License 1.1), as Debian's fonts-noto-cjk installs it. */
const CJK = {
  family: 'Noto Sans SC Messages',
  collection: process.env.CJK_FONTS_DIR
    ? join(process.env.CJK_FONTS_DIR, 'NotoSansCJK-{weight}.ttc')
    : '/usr/share/fonts/opentype/noto/NotoSansCJK-{weight}.ttc',
  faces: [
    { weight: 400, file: 'noto-sans-sc-messages-400.woff2', name: 'NotoSansCJKsc-Regular' },
    { weight: 700, file: 'noto-sans-sc-messages-700.woff2', name: 'NotoSansCJKsc-Bold' },
  ],
};

/**
 * One face of a font collection (.ttc) as a font file of its own: its table directory with the
 * same tables, copied after it. subset-font reads only a collection's first face (Japanese in
 * Noto's), and the messages are Simplified Chinese.
 */
function faceFromCollection(path, postscriptName) {
  const collection = fontkit.create(readFileSync(path));
  const face = collection.fonts.find((font) => font.postscriptName === postscriptName);
  if (!face) throw new Error(`${path} holds no face named ${postscriptName}`);
  const source = readFileSync(path);
  const tables = Object.values(face.directory.tables).sort((a, b) => (a.tag < b.tag ? -1 : 1));
  const headerSize = 12 + 16 * tables.length;
  const aligned = (n) => (n + 3) & ~3;
  let size = headerSize;
  for (const table of tables) size += aligned(table.length);
  const out = Buffer.alloc(size);
  out.writeUInt32BE(face.directory.tag === 'OTTO' ? 0x4f54544f : 0x00010000, 0);
  const entrySelector = Math.floor(Math.log2(tables.length));
  out.writeUInt16BE(tables.length, 4);
  out.writeUInt16BE(16 * 2 ** entrySelector, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(16 * tables.length - 16 * 2 ** entrySelector, 10);
  let offset = headerSize;
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    out.write(table.tag.padEnd(4), record, 'latin1');
    out.writeUInt32BE(table.checkSum >>> 0, record + 4);
    out.writeUInt32BE(offset, record + 8);
    out.writeUInt32BE(table.length, record + 12);
    source.copy(out, offset, table.offset, table.offset + table.length);
    offset += aligned(table.length);
  });
  return out;
}

/** The code points of a text as a unicode-range, runs of neighbours written as one span. */
function unicodeRange(text) {
  const points = [...new Set([...text].map((c) => c.codePointAt(0)))].sort((a, b) => a - b);
  const hex = (n) => n.toString(16).toUpperCase();
  const spans = [];
  for (const point of points) {
    const last = spans.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else spans.push([point, point]);
  }
  return spans
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(', ');
}

/**
 * The `unicode-range` declaration, laid out as Prettier lays out a long one: the value on a line
 * of its own, wrapped at 100 columns after a comma.
 */
function rangeDeclaration(value) {
  if (value.length <= 80) return `unicode-range: ${value};`;
  const lines = [''];
  for (const span of value.split(', ')) {
    const line = lines.at(-1);
    const next = line ? `${line}, ${span}` : span;
    if (4 + next.length + 1 > 100 && line) {
      lines[lines.length - 1] = `${line},`;
      lines.push(span);
    } else lines[lines.length - 1] = next;
  }
  return `unicode-range:\n    ${lines.join('\n    ')};`;
}

async function cjkRules() {
  const characters = adminChinese();
  const rules = [];
  for (const face of CJK.faces) {
    const path = CJK.collection.replace('{weight}', face.weight === 400 ? 'Regular' : 'Bold');
    if (!existsSync(path)) {
      throw new Error(
        `No ${path}: install Noto CJK (apt-get install -y fonts-noto-cjk) or set CJK_FONTS_DIR.`,
      );
    }
    const cut = await subsetFont(faceFromCollection(path, face.name), characters, {
      targetFormat: 'woff2',
    });
    writeFileSync(join(outDir, face.file), cut);
    console.log(`${face.file}: ${(cut.length / 1024).toFixed(1)} KB, ${characters}`);
    // Only a page that shows one of these characters downloads it (unicode-range): the admin's
    // gallery, never a visitor.
    rules.push(`@font-face {
  font-family: '${CJK.family}';
  font-weight: ${face.weight};
  font-display: swap;
  src: url('./fonts/${face.file}') format('woff2');
  ${rangeDeclaration(unicodeRange(characters))}
}`);
  }
  return rules;
}

async function main() {
  const fallbackDir = process.env.FALLBACK_FONTS_DIR || liberation;
  if (!existsSync(fallbackDir)) {
    throw new Error(
      `No fallback fonts in ${fallbackDir}: install them (apt-get install -y fonts-liberation) or set FALLBACK_FONTS_DIR.`,
    );
  }
  mkdirSync(outDir, { recursive: true });
  for (const part of PARTS) {
    const outside = [...part.characters].filter((c) => !rangeHolds(part.range, c));
    if (outside.length) throw new Error(`The ${part.name} range misses ${outside.join('')}`);
  }
  const rules = [];
  for (const face of FACES) {
    const source = readFileSync(join(root, 'node_modules', face.source));
    const variable = { wght: face.weights };
    // The fallback is sized to the variable face's default instance over the whole cut, whichever
    // files a page downloads.
    const whole = await subsetFont(source, CHARACTERS, {
      targetFormat: 'woff2',
      variationAxes: variable,
    });
    const faceFont = fontkit.create(Buffer.from(whole));
    const fallbackFont = fontkit.create(readFileSync(join(fallbackDir, face.fallbackFile)));
    const metrics = fallbackMetrics(faceFont, fallbackFont);
    console.log(`${face.family}: fallback`, metrics);
    const fallbackRule = (family, { sizeAdjust, ascent, descent, lineGap }) => `@font-face {
  font-family: '${family}';
  src: ${face.fallbackLocal.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${sizeAdjust};
  ascent-override: ${ascent};
  descent-override: ${descent};
  line-gap-override: ${lineGap};
}`;
    for (const cut of face.cuts) {
      // A weight range is the variable face's; a single weight, a static face pinned to it.
      const axes = cut.weight.includes(' ') ? variable : { wght: Number(cut.weight) };
      const parts = cut.whole ? [{ name: '', characters: CHARACTERS }] : PARTS;
      for (const part of parts) {
        const file = `${[cut.file, part.name].filter(Boolean).join('-')}.woff2`;
        const bytes = await subsetFont(source, part.characters, {
          targetFormat: 'woff2',
          variationAxes: axes,
        });
        writeFileSync(join(outDir, file), bytes);
        console.log(`${file}: ${(bytes.length / 1024).toFixed(1)} KB`);
        const rangeRule = cut.whole ? '' : `\n  ${rangeDeclaration(part.range)}`;
        rules.push(`@font-face {
  font-family: '${face.family}';
  font-weight: ${cut.weight};
  font-display: ${face.display};
  src: url('./fonts/${file}') format('woff2');${rangeRule}
}`);
      }
    }
    rules.push(fallbackRule(face.fallbackFamily, metrics));
    if (face.capsFallbackFamily) {
      const caps = fallbackMetrics(faceFont, fallbackFont, CAPS_SAMPLE);
      console.log(`${face.family}: fallback for spaced capitals`, caps);
      rules.push(fallbackRule(face.capsFallbackFamily, caps));
    }
  }
  rules.push(...(await cjkRules()));
  writeFileSync(
    join(root, 'src/styles/fonts.css'),
    `/* Written by scripts/fonts.mjs (npm run fonts); edit that script, not this file. */\n\n${rules.join('\n\n')}\n`,
  );
}

await main();
