import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import sharp from 'sharp';

/**
 * Baselines are kept at half the screenshot's width and height, in 256 colours without
 * dithering (docs/conventions.md#visual-regression): that keeps a thousand baselines small
 * enough for the repository (about a twelfth of full-size PNGs), and a moved element, a
 * changed colour or different text still changes many pixels. The screenshot under test is
 * reduced the same way before the comparison.
 */
const SCALE = 0.5;

/** A pixel counts as changed when a channel moves by more than this (of 255). */
const CHANNEL_TOLERANCE = 24;

/** A screenshot matches when at most this share of its pixels changed (anti-aliasing noise). */
const MAX_CHANGED_RATIO = 0.002;

export const BASELINES = join(import.meta.dirname, 'baselines');
const ARTIFACTS = join(import.meta.dirname, '../test-results/visual-diffs');

export const UPDATING = process.env.VISUAL_UPDATE === '1';

async function scaled(png: Buffer): Promise<Buffer> {
  const { width = 1 } = await sharp(png).metadata();
  return sharp(png)
    .resize({ width: Math.max(1, Math.round(width * SCALE)), kernel: 'lanczos3' })
    .png({ palette: true, colours: 256, dither: 0, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export interface Comparison {
  ok: boolean;
  message: string;
}

/** Compares a full-size screenshot with its baseline; writes the baseline when updating. */
export async function compareWithBaseline(name: string, screenshot: Buffer): Promise<Comparison> {
  const file = join(BASELINES, `${name}.png`);
  const actual = await scaled(screenshot);
  if (UPDATING || !existsSync(file)) {
    if (!UPDATING)
      return {
        ok: false,
        message: `No baseline for ${name}: look at the screen, then run npm run test:visual:update.`,
      };
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, actual);
    return { ok: true, message: `wrote ${file}` };
  }
  const [now, before] = await Promise.all([pixels(actual), pixels(await sharp(file).toBuffer())]);
  const keep = () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    writeFileSync(join(ARTIFACTS, `${name.replaceAll('/', '__')}.actual.png`), actual);
  };
  if (now.width !== before.width || now.height !== before.height) {
    keep();
    return {
      ok: false,
      message: `${name}: the screen is ${now.width * 2}×${now.height * 2} px, its baseline ${before.width * 2}×${before.height * 2} px.`,
    };
  }
  let changed = 0;
  const diff = Buffer.alloc(now.data.length);
  for (let i = 0; i < now.data.length; i += 4) {
    let moved = false;
    for (let c = 0; c < 3; c += 1)
      if (Math.abs(now.data[i + c]! - before.data[i + c]!) > CHANNEL_TOLERANCE) moved = true;
    if (moved) changed += 1;
    diff[i] = moved ? 255 : now.data[i]! / 3;
    diff[i + 1] = moved ? 0 : now.data[i + 1]! / 3;
    diff[i + 2] = moved ? 0 : now.data[i + 2]! / 3;
    diff[i + 3] = 255;
  }
  const ratio = changed / (now.width * now.height);
  if (ratio <= MAX_CHANGED_RATIO) return { ok: true, message: `${name}: ${changed} pixels differ` };
  keep();
  await sharp(diff, { raw: { width: now.width, height: now.height, channels: 4 } })
    .png()
    .toFile(join(ARTIFACTS, `${name.replaceAll('/', '__')}.diff.png`));
  return {
    ok: false,
    message: `${name}: ${(ratio * 100).toFixed(2)}% of the pixels changed (at most ${MAX_CHANGED_RATIO * 100}%); see test-results/visual-diffs/.`,
  };
}
