import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import sharp from 'sharp';
import type { Plugin, UserConfig } from 'vite';

/** The site's icon as drawn, the one source of it (also the Organization's logo in JSON-LD). */
export const ICON_SOURCE = 'public/favicon.svg';

/**
 * The icon a browser shows in its tab, cut from the drawing. A raster icon, not the SVG: the
 * browser draws an SVG icon in the page's own renderer, in a document of its own whose text
 * asks the system for a font, a task of 8-13 ms on the main thread while the page starts (in
 * a trace at full speed) that a PNG of under 1 KB does not take (docs/decisions.md#d77).
 */
export const TAB_ICON = { path: '/favicon-48.png', size: 48 } as const;

/** The tab icon's PNG, drawn from the SVG at its size (the drawing's viewBox is square). */
export async function renderTabIcon(svg: Buffer): Promise<Buffer> {
  const { size } = TAB_ICON;
  const { width = size } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * size) / width })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * Writes the tab icon into the site's build and serves it in development, so the pages' link to
 * it (index.html) holds in both. Not in the prerender's server build, nor in Storybook's.
 */
export function siteIcon({ skip }: { skip: (config: UserConfig) => boolean }): Plugin {
  let root = process.cwd();
  const draw = async () => renderTabIcon(await readFile(resolve(root, ICON_SOURCE)));
  return {
    name: 'elifehome-site-icon',
    apply: (config) => !config.build?.ssr && !skip(config),
    configResolved(config) {
      root = config.root;
    },
    configureServer(server) {
      server.middlewares.use(TAB_ICON.path, (_request, response, next) => {
        draw().then((png) => {
          response.setHeader('Content-Type', 'image/png');
          response.end(png);
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({ type: 'asset', fileName: TAB_ICON.path.slice(1), source: await draw() });
    },
  };
}
