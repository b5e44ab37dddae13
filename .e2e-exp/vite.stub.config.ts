import { existsSync } from 'node:fs';
import { resolve, dirname } from 'node:path';
import base from '../vite.config';
import { mergeConfig, type Plugin } from 'vite';
const stub = (): Plugin => ({
  name: 'stub-missing',
  enforce: 'pre',
  resolveId(source, importer) {
    if (!importer || !source.startsWith('./')) return null;
    const p = resolve(dirname(importer), source);
    if (['.tsx', '.ts', '/index.ts', '/index.tsx'].some((e) => existsSync(p + e))) return null;
    if (existsSync(p)) return null;
    return '\0stub:' + source;
  },
  load(id) {
    if (!id.startsWith('\0stub:')) return null;
    const name = id.slice(id.lastIndexOf('/') + 1);
    return `export function ${name}() { return null; }`;
  },
});
export default mergeConfig(base, { plugins: [stub()], root: resolve(__dirname, '..') });
