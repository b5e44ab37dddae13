// Typed CSS Modules: one `X.module.css.d.ts` per stylesheet, so `tsc` catches a misspelt class.
// Vite writes them as it processes CSS; `npm run typecheck` runs this file first so a clean
// checkout (where Vite has not run yet) is typed the same way.
import { mkdirSync, readFileSync, readdirSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The declaration file for a CSS module exporting these (camelCased) class names. */
export function cssModuleDeclaration(names) {
  const unique = [...new Set(names)].sort();
  const lines = unique.map((n) => `  readonly ${JSON.stringify(n)}: string;`);
  return `// Generated from the stylesheet beside it; do not edit.\ndeclare const styles: {\n${lines.join('\n')}\n};\nexport default styles;\n`;
}

/** Writes the declaration beside a stylesheet, unless it already says exactly that. */
export function writeCssModuleTypes(cssFileName, names) {
  const target = `${cssFileName}.d.ts`;
  const content = cssModuleDeclaration(names);
  if (existsSync(target) && readFileSync(target, 'utf8') === content) return false;
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, content);
  return true;
}

const camel = (s) => s.replace(/-+([a-zA-Z0-9])/g, (_, c) => c.toUpperCase());

/** Class names a stylesheet defines, comments and strings removed, camelCased as Vite does. */
export function classNamesOf(css) {
  const stripped = css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/url\([^)]*\)/g, '')
    .replace(/"[^"]*"|'[^']*'/g, '');
  const names = [];
  for (const m of stripped.matchAll(/\.(-?[_a-zA-Z][_a-zA-Z0-9-]*)/g)) {
    const before = stripped[m.index - 1];
    if (before && /[0-9]/.test(before)) continue; // a number such as 0.5
    names.push(camel(m[1]));
  }
  return names;
}

function walk(dir, out) {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (entry.endsWith('.module.css')) out.push(full);
  }
  return out;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  let written = 0;
  for (const file of walk(join(root, 'src'), [])) {
    if (writeCssModuleTypes(file, classNamesOf(readFileSync(file, 'utf8')))) written += 1;
  }
  if (written) console.log(`css-types: wrote ${written} declaration file(s)`);
}
