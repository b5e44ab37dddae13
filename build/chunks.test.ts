import { describe, expect, it } from 'vitest';
import { loadedByEntry, sharedPieces, sharedWithHome, type ModuleNode } from './chunks.ts';
import { TABLE } from './fixtures.ts';

const graph = (edges: Record<string, string[]>, entries = ['index.html']) =>
  new Map<string, ModuleNode>(
    Object.entries(edges).map(([id, imports]) => [id, { imports, isEntry: entries.includes(id) }]),
  );

const CARD = 'src/components/Card/Card.tsx';
const CARD_CSS = 'src/components/Card/Card.module.css';
const PRICE = 'src/components/Price/Price.tsx';
const HOTSPOT = 'src/components/Hotspot/Hotspot.tsx';
const LINK = 'src/components/Link/Link.tsx';
const SLIDER = 'src/components/Slider/Slider.tsx';
const CLSX = 'node_modules/clsx/dist/clsx.mjs';

const SITE_EDGES: Record<string, string[]> = {
  'index.html': ['src/app/main.tsx'],
  'src/app/main.tsx': [LINK, CLSX],
  'src/pages/Home/index.ts': ['src/pages/Home/Home.tsx'],
  'src/pages/Home/Home.tsx': [CARD, HOTSPOT, LINK, SLIDER, CLSX],
  'src/pages/List/index.ts': [CARD, CLSX],
  'src/pages/Item/index.ts': [CARD, HOTSPOT, CLSX],
  'src/pages/NotFound/index.ts': [LINK],
  'src/admin/index.ts': [HOTSPOT],
  [CARD]: [CARD_CSS, PRICE, LINK],
  [CARD_CSS]: [],
  [PRICE]: [],
  [HOTSPOT]: [],
  [LINK]: [],
  [SLIDER]: [],
  [CLSX]: [],
};
const SITE = graph(SITE_EDGES);

describe('sharedWithHome', () => {
  it('holds what home imports that two other visitor pages import too', () => {
    expect([...sharedWithHome(SITE, TABLE)].sort()).toEqual([CARD_CSS, CARD, PRICE].sort());
  });

  it('leaves out what home shares with one other page only (the admin is no visitor page)', () => {
    expect(sharedWithHome(SITE, TABLE).has(HOTSPOT)).toBe(false);
    expect(sharedWithHome(SITE, TABLE).has(SLIDER)).toBe(false);
  });

  it("leaves out what the entry loads anyway, and other packages' modules", () => {
    expect(sharedWithHome(SITE, TABLE).has(LINK)).toBe(false);
    expect(sharedWithHome(SITE, TABLE).has(CLSX)).toBe(false);
  });

  it("holds what home shares with a part on every page (the footer), but not that part's own", () => {
    const CHIP = 'src/components/Chip/Chip.tsx';
    const FOOTER = 'src/components/Footer/Footer.tsx';
    const site = graph({
      ...SITE_EDGES,
      'src/pages/Home/Home.tsx': [CARD, HOTSPOT, LINK, SLIDER, CLSX, CHIP],
      'src/app/SiteFooter.tsx': [FOOTER],
      [FOOTER]: [CHIP, LINK],
      [CHIP]: [],
    });
    const shared = sharedWithHome(site, TABLE, ['src/app/SiteFooter.tsx']);
    expect(shared.has(CHIP)).toBe(true);
    expect(shared.has(FOOTER)).toBe(false);
    expect(shared.has(SLIDER)).toBe(false);
    expect(sharedWithHome(site, TABLE, []).has(CHIP)).toBe(false);
  });

  it('is empty in a build without the home page', () => {
    expect(sharedWithHome(graph({ 'stories/index.ts': [CARD], [CARD]: [] }), TABLE).size).toBe(0);
  });
});

describe('loadedByEntry', () => {
  it("holds what the entry's script loads statically, packages included, but not the script itself", () => {
    expect([...loadedByEntry(SITE)].sort()).toEqual([CLSX, LINK].sort());
  });

  it('holds nothing a lazy page alone loads', () => {
    const loaded = loadedByEntry(SITE);
    for (const id of [CARD, PRICE, HOTSPOT, SLIDER, 'src/pages/Home/Home.tsx']) {
      expect(loaded.has(id), id).toBe(false);
    }
  });
});

describe('sharedPieces', () => {
  const STEPPER = 'src/components/Stepper/Stepper.tsx';
  const EDITS = 'src/state/edits.ts';
  const QUICK_VIEW = 'src/components/QuickView/QuickView.tsx';
  const site = graph({
    ...SITE_EDGES,
    'src/pages/List/index.ts': [CARD, CLSX, STEPPER, EDITS],
    'src/pages/Item/index.ts': [CARD, HOTSPOT, CLSX, STEPPER, EDITS],
    // A lazy part the list opens: it imports the stepper alone.
    [QUICK_VIEW]: [STEPPER],
    [STEPPER]: [LINK],
    [EDITS]: [],
  });
  const taken = new Set([...sharedWithHome(site, TABLE), ...loadedByEntry(site)]);

  it('puts what the same visitor pages import in one chunk named after them, whatever lazy part imports some of it', () => {
    const pieces = sharedPieces(site, taken, TABLE);
    expect(pieces.get(STEPPER)).toBe('List+Item');
    expect(pieces.get(EDITS)).toBe('List+Item');
    expect(pieces.get(HOTSPOT)).toBe('Home+Item');
  });

  it("leaves alone what one page alone imports, a lazy part's own, and what the app chunk or the entry holds", () => {
    const pieces = sharedPieces(site, taken, TABLE);
    for (const id of [SLIDER, QUICK_VIEW, CARD, PRICE, LINK, CLSX])
      expect(pieces.has(id), id).toBe(false);
  });

  it('is empty in a build without the pages', () => {
    expect(
      sharedPieces(graph({ 'stories/index.ts': [CARD], [CARD]: [] }), new Set(), TABLE).size,
    ).toBe(0);
  });
});
