// Writes the site's two typefaces, cut down to what a page can show, and the @font-face rules
// that load them: `npm run fonts`. The output is committed (src/styles/fonts/), so a build never
// needs this script; run it again after changing a face, the characters or the weights.
//
// The faces come from Fontsource's variable packages (latin files). Each is cut to Basic Latin,
// Latin-1 (accented names such as "Señor" or "Café") and the typographic punctuation the copy
// uses, and to the weights the tokens use, so both together stay under the first view's font
// budget (docs/conventions.md#typefaces). A size-adjusted local fallback for each face keeps text
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
    file: 'fraunces-latin1-wght.woff2',
    source: '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2',
    fallbackFamily: 'Fraunces Fallback',
    fallbackLocal: ['Times New Roman', 'Liberation Serif', 'Tinos'],
    fallbackFile: 'LiberationSerif-Regular.ttf',
    weights: { min: 400, max: 700 },
    // Preloaded from index.html, so it is normally there before the first paint; if it is late,
    // headings swap to it (they are the brand's face, worth the wait).
    display: 'swap',
  },
  {
    family: 'DM Sans Variable',
    file: 'dm-sans-latin1-wght.woff2',
    source: '@fontsource-variable/dm-sans/files/dm-sans-latin-wght-normal.woff2',
    fallbackFamily: 'DM Sans Fallback',
    capsFallbackFamily: 'DM Sans Caps Fallback',
    fallbackLocal: ['Arial', 'Helvetica', 'Liberation Sans', 'Arimo'],
    fallbackFile: 'LiberationSans-Regular.ttf',
    weights: { min: 400, max: 700 },
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

async function main() {
  const fallbackDir = process.env.FALLBACK_FONTS_DIR || liberation;
  if (!existsSync(fallbackDir)) {
    throw new Error(
      `No fallback fonts in ${fallbackDir}: install them (apt-get install -y fonts-liberation) or set FALLBACK_FONTS_DIR.`,
    );
  }
  mkdirSync(outDir, { recursive: true });
  const rules = [];
  for (const face of FACES) {
    const source = readFileSync(join(root, 'node_modules', face.source));
    const cut = await subsetFont(source, CHARACTERS, {
      targetFormat: 'woff2',
      variationAxes: { wght: face.weights },
    });
    writeFileSync(join(outDir, face.file), cut);
    const faceFont = fontkit.create(Buffer.from(cut));
    const fallbackFont = fontkit.create(readFileSync(join(fallbackDir, face.fallbackFile)));
    const metrics = fallbackMetrics(faceFont, fallbackFont);
    console.log(`${face.file}: ${(cut.length / 1024).toFixed(1)} KB, fallback`, metrics);
    const fallbackRule = (family, { sizeAdjust, ascent, descent, lineGap }) => `@font-face {
  font-family: '${family}';
  src: ${face.fallbackLocal.map((name) => `local('${name}')`).join(', ')};
  size-adjust: ${sizeAdjust};
  ascent-override: ${ascent};
  descent-override: ${descent};
  line-gap-override: ${lineGap};
}`;
    rules.push(
      `@font-face {
  font-family: '${face.family}';
  font-style: normal;
  font-weight: ${face.weights.min} ${face.weights.max};
  font-display: ${face.display};
  src: url('./fonts/${face.file}') format('woff2');
}`,
      fallbackRule(face.fallbackFamily, metrics),
    );
    if (face.capsFallbackFamily) {
      const caps = fallbackMetrics(faceFont, fallbackFont, CAPS_SAMPLE);
      console.log(`${face.file}: fallback for spaced capitals`, caps);
      rules.push(fallbackRule(face.capsFallbackFamily, caps));
    }
  }
  writeFileSync(
    join(root, 'src/styles/fonts.css'),
    `/* Written by scripts/fonts.mjs (npm run fonts); edit that script, not this file. */\n\n${rules.join('\n\n')}\n`,
  );
}

await main();
