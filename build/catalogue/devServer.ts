/**
 * The published catalogue during `npm start`: the dev server answers the same addresses the
 * build writes (`/catalogue/revision.json`, `/catalogue/r/<revision>/...`), computed from the
 * catalogue folder on each request, and serves the folder's images as they are under
 * `/catalogue/source/` (no processing: a page shows the original file).
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { mapCatalogueImages } from '../../src/domain/catalogueImages.ts';
import { isCatalogueImagePath } from '../../src/domain/schemas/fields.ts';
import { catalogueDataFiles } from './data.ts';
import { loadCatalogue } from './publish.ts';

const IMAGE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
};

export function catalogueDevServer({ catalogueDir }: { catalogueDir: string }): Plugin {
  const dir = resolve(catalogueDir);
  const published = async () => {
    const loaded = await loadCatalogue(dir);
    const revision = `dev-${createHash('sha256').update(loaded.text).digest('hex').slice(0, 10)}`;
    const { format: _f, version: _v, exportedAt: _e, ...parts } = loaded.document;
    const content = mapCatalogueImages(parts, (src) =>
      isCatalogueImagePath(src) ? `/catalogue/source/${src}` : src,
    );
    return { revision, files: catalogueDataFiles(content) };
  };
  return {
    name: 'elifehome-catalogue-dev',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '');
        // Only the published addresses: Vite serves the folder's own files (the JSON a story
        // imports) under /catalogue/ too.
        const isPublished =
          path === '/catalogue/revision.json' ||
          path.startsWith('/catalogue/r/') ||
          path.startsWith('/catalogue/source/');
        if (!isPublished) return next();
        if (path.startsWith('/catalogue/source/')) {
          const file = normalize(join(dir, path.slice('/catalogue/source/'.length)));
          if (!file.startsWith(dir + sep) || !existsSync(file) || !statSync(file).isFile()) {
            response.statusCode = 404;
            return response.end();
          }
          response.setHeader(
            'Content-Type',
            IMAGE_TYPES[extname(file)] ?? 'application/octet-stream',
          );
          return void createReadStream(file).pipe(response);
        }
        published().then(
          ({ revision, files }) => {
            const prefix = `/catalogue/r/${revision}/`;
            const body =
              path === '/catalogue/revision.json'
                ? { revision }
                : path.startsWith(prefix)
                  ? files.get(path.slice(prefix.length))
                  : undefined;
            response.setHeader('Content-Type', 'application/json');
            response.statusCode = body === undefined ? 404 : 200;
            response.end(body === undefined ? '{}' : JSON.stringify(body));
          },
          (error: unknown) => next(error),
        );
      });
    },
    // Pages name the revision as built pages do (see src/app/main.tsx).
    async transformIndexHtml(html, context) {
      if (!context.server) return html;
      const { revision } = await published();
      return html.replace('<html lang="en">', `<html lang="en" data-revision="${revision}">`);
    },
  };
}
