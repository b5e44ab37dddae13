/**
 * The import picture of src (docs/architecture.md#layers): no module reaches itself through its
 * imports, and no layer imports one above it. Every import counts, types and lazy ones too; tests
 * are left out (they may reach anywhere).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');

/** The layers from the bottom up: a module may import its own layer and those below. */
const LAYERS = ['domain', 'storage', 'state', 'components', 'pages', 'admin', 'app'];

const layerOf = (file: string) => LAYERS.indexOf(relative(SRC, file).split('/')[0]!);

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name) ? [path] : [];
  });
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The file an import names, when it is one of ours in src. */
function resolveImport(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(SRC, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const extension of EXTENSIONS) {
    const path = base + extension;
    try {
      if (statSync(path).isFile()) return path;
    } catch {
      // not this one
    }
  }
  return undefined;
}

/** Every module specifier a file names: static, type-only, re-exports and dynamic imports. */
const SPECIFIERS = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sources(SRC)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(SPECIFIERS)].flatMap(
      ([, specifier]) => resolveImport(file, specifier!) ?? [],
    );
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The strongly connected parts of more than one module (Tarjan): each is a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const target of graph.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(node, Math.min(low.get(node)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(node, Math.min(low.get(node)!, index.get(target)!));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        part.push(relative(SRC, member));
      } while (member !== node);
      if (part.length > 1 || graph.get(node)?.includes(node)) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('the import picture of src', () => {
  const graph = importGraph();

  it('reads every source module', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect([...graph.values()].flat().length).toBeGreaterThan(1000);
  });

  it('has no circle', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has no module, stories included, that imports the Storybook setup', () => {
    const setup = sources(SRC).filter((file) =>
      [...readFileSync(file, 'utf8').matchAll(SPECIFIERS)].some(([, specifier]) =>
        /(^#?\.storybook\/|\/\.storybook\/)/.test(specifier!),
      ),
    );
    expect(setup.map((file) => relative(SRC, file))).toEqual([]);
  });

  it('has no import of a layer above the importer', () => {
    const upward = [...graph].flatMap(([file, targets]) =>
      targets
        .filter((target) => layerOf(target) > layerOf(file) && layerOf(file) >= 0)
        .map((target) => `${relative(SRC, file)} -> ${relative(SRC, target)}`),
    );
    expect(upward).toEqual([]);
  });
});
