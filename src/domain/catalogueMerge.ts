/**
 * Comparing and merging catalogue documents. Publishing needs both: the admin shows what the
 * drafts change against the published catalogue (`diffCatalogues`), and when someone else
 * published in the meantime the owner's changes are replayed onto the newer catalogue
 * (`mergeCatalogues`), the way a three-way merge replays one branch onto another. Entries of
 * the lists are matched by id (the gallery by value), settings and social links field by
 * field; only an entry or field that both sides changed differently is a conflict.
 */
import { CATALOGUE_LIST_LABELS } from './catalogueDocument';
import { SOCIAL_PLATFORM_LABELS } from './social';
import type { CatalogueDocument, Product, SocialPlatform } from './types';
import { variantChanges } from './variants';

/** The lists of a catalogue document, matched entry by entry. */
export type CatalogueListKey =
  'products' | 'categories' | 'sliderItems' | 'inspirations' | 'gallery';

/** Everything a change or conflict can be about. */
export type CatalogueEntity = CatalogueListKey | 'siteSettings' | 'socialLinks';

export type CatalogueChangeKind = 'added' | 'changed' | 'removed' | 'reordered';

/** One entry (or one settings field) that differs between two catalogues. */
export interface CatalogueChange {
  entity: CatalogueEntity;
  kind: CatalogueChangeKind;
  /** The entry's id, the gallery image itself, the settings field ('socialLinks.facebook'). */
  id: string | number;
  /** What a person calls it: product name, category name, slide caption, field label. */
  label: string;
  /** For a changed entry: the fields that differ. */
  fields?: string[];
}

/** The changes of each entity, in the order the newer catalogue lists its entries. */
export type CatalogueDiff = Record<CatalogueEntity, CatalogueChange[]>;

/** Something both sides changed in different ways. */
export interface CatalogueConflict {
  entity: CatalogueEntity;
  id: string | number;
  label: string;
  /** Why it cannot be merged, e.g. 'changed here and in the repository'. */
  reason: string;
  /** For an entry both sides edited: the fields they disagree on. */
  fields?: string[];
}

export type CatalogueMergeResult =
  { ok: true; document: CatalogueDocument } | { ok: false; conflicts: CatalogueConflict[] };

/** Conflict reasons, from the point of view of the browser that publishes ("here"). */
export const CONFLICT_REASONS = {
  bothChanged: 'changed here and in the repository',
  changedRemoved: 'changed here, removed in the repository',
  removedChanged: 'removed here, changed in the repository',
  bothAdded: 'added here and in the repository with different content',
  bothReordered: 'reordered here and in the repository',
} as const;

export const ENTITY_ORDER: readonly CatalogueEntity[] = [
  'products',
  'categories',
  'sliderItems',
  'inspirations',
  'gallery',
  'siteSettings',
  'socialLinks',
];

type Key = string | number;
type Json = unknown;

interface ListSpec {
  key(entry: Json): Key;
  label(entry: Json): string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A short name for an image source: its file name, or the kind of an embedded image. */
export function imageLabel(source: string): string {
  const embedded = /^data:([^;,]+)/.exec(source);
  if (embedded) return `embedded ${embedded[1]} image`;
  const name = source.split(/[?#]/)[0]!.split('/').filter(Boolean).pop() ?? source;
  return name.length > 60 ? `${name.slice(0, 57)}...` : name;
}

/** How entries of a list are matched and named; a blank name falls back to the id. */
function named(field: string, fallback: string): ListSpec {
  return {
    key: (entry) => (entry as Record<string, Key>).id!,
    label: (entry) => {
      const record = entry as Record<string, unknown>;
      return text(record[field]) || `${fallback} ${String(record.id)}`;
    },
  };
}

const LISTS: Record<CatalogueListKey, ListSpec> = {
  products: named('name', 'Product'),
  categories: named('name', 'Category'),
  sliderItems: named('caption', 'Slide'),
  inspirations: named('title', 'Inspiration'),
  gallery: { key: (entry) => entry as string, label: (entry) => imageLabel(entry as string) },
};

/** 'contactEmail' -> 'Contact email'; social platforms by their own names. */
function fieldLabel(path: string[]): string {
  const words = (name: string) => {
    const spaced = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
    return spaced.charAt(0).toUpperCase() + spaced.slice(1);
  };
  return path
    .map((name) => SOCIAL_PLATFORM_LABELS[name as SocialPlatform] ?? words(name))
    .join(': ');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Structural equality of JSON values (key order does not matter). */
export function sameValue(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((v, i) => sameValue(v, b[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length &&
      keys.every((k) => Object.hasOwn(b, k) && sameValue(a[k], b[k]))
    );
  }
  return false;
}

const keysOf = (...records: Array<Record<string, unknown> | undefined>) => [
  ...new Set(records.flatMap((r) => (r ? Object.keys(r) : []))),
];

function indexBy(list: readonly Json[], key: (entry: Json) => Key): Map<Key, Json> {
  return new Map(list.map((entry) => [key(entry), entry]));
}

/** The keys of `list` that are also in `keep`, in list order. */
const orderOf = (list: readonly Json[], key: ListSpec['key'], keep: (k: Key) => boolean) =>
  list.map(key).filter(keep);

const sameOrder = (a: Key[], b: Key[]) => a.length === b.length && a.every((k, i) => k === b[i]);

function changedFields(before: Json, after: Json): string[] {
  if (!isRecord(before) || !isRecord(after)) return [];
  return keysOf(before, after).filter((k) => !sameValue(before[k], after[k]));
}

function diffList(entity: CatalogueListKey, before: Json[], after: Json[]): CatalogueChange[] {
  const { key, label } = LISTS[entity];
  const was = indexBy(before, key);
  const now = indexBy(after, key);
  const changes: CatalogueChange[] = [];
  for (const entry of after) {
    const id = key(entry);
    const old = was.get(id);
    if (old === undefined) changes.push({ entity, kind: 'added', id, label: label(entry) });
    else if (!sameValue(old, entry)) {
      const fields = changedFields(old, entry).flatMap((field) =>
        // A product's variants are named one by one (docs/requirements.md#variants).
        entity === 'products' && field === 'variants'
          ? variantChanges(
              (old as Partial<Product>).variants,
              (entry as Partial<Product>).variants,
              sameValue,
            )
          : [field],
      );
      changes.push({ entity, kind: 'changed', id, label: label(entry), fields });
    }
  }
  for (const entry of before) {
    const id = key(entry);
    if (!now.has(id)) changes.push({ entity, kind: 'removed', id, label: label(entry) });
  }
  const kept = (k: Key) => was.has(k) && now.has(k);
  if (!sameOrder(orderOf(before, key, kept), orderOf(after, key, kept))) {
    changes.push({ entity, kind: 'reordered', id: entity, label: orderLabel(entity) });
  }
  return changes;
}

const orderLabel = (entity: CatalogueListKey) => `Order of ${CATALOGUE_LIST_LABELS[entity]}`;

/** Field by field; nested objects (the social links inside site settings) by their fields. */
function diffFields(
  entity: CatalogueEntity,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  path: string[] = [],
): CatalogueChange[] {
  return keysOf(before, after).flatMap((field) => {
    const [was, now] = [before[field], after[field]];
    if (sameValue(was, now)) return [];
    if (isRecord(was) && isRecord(now)) return diffFields(entity, was, now, [...path, field]);
    const at = [...path, field];
    return [{ entity, kind: 'changed' as const, id: at.join('.'), label: fieldLabel(at) }];
  });
}

const asRecord = (value: unknown) => value as unknown as Record<string, unknown>;

/**
 * What changed from `base` to `next`, per entity: added, changed (with the fields) and
 * removed entries, a reordered list, changed settings fields.
 */
export function diffCatalogues(base: CatalogueDocument, next: CatalogueDocument): CatalogueDiff {
  return {
    products: diffList('products', base.products, next.products),
    categories: diffList('categories', base.categories, next.categories),
    sliderItems: diffList('sliderItems', base.sliderItems, next.sliderItems),
    inspirations: diffList('inspirations', base.inspirations, next.inspirations),
    gallery: diffList('gallery', base.gallery, next.gallery),
    siteSettings: diffFields(
      'siteSettings',
      asRecord(base.siteSettings),
      asRecord(next.siteSettings),
    ),
    socialLinks: diffFields('socialLinks', asRecord(base.socialLinks), asRecord(next.socialLinks)),
  };
}

/** How many changes a diff holds (the admin's "N unpublished changes"). */
export function countChanges(diff: CatalogueDiff): number {
  return ENTITY_ORDER.reduce((sum, entity) => sum + diff[entity].length, 0);
}

const NOUN: Record<CatalogueEntity, { one: string; many: string }> = {
  products: { one: 'product', many: 'products' },
  categories: { one: 'category', many: 'categories' },
  sliderItems: { one: 'slider item', many: 'slider items' },
  inspirations: { one: 'design inspiration', many: 'design inspirations' },
  gallery: { one: 'gallery image', many: 'gallery images' },
  siteSettings: { one: 'site setting', many: 'site settings' },
  socialLinks: { one: 'social link', many: 'social links' },
};

/**
 * One line for a commit message: '1 product added, 2 products changed (Oak Table, Lamp),
 * slider items reordered'. Names are listed while there are at most three of a kind.
 */
export function summarizeChanges(diff: CatalogueDiff): string {
  const parts: string[] = [];
  for (const entity of ENTITY_ORDER) {
    for (const kind of ['added', 'changed', 'removed'] as const) {
      const of = diff[entity].filter((c) => c.kind === kind);
      if (of.length === 0) continue;
      const noun = of.length === 1 ? NOUN[entity].one : NOUN[entity].many;
      const names = of.length <= 3 ? ` (${of.map((c) => c.label).join(', ')})` : '';
      parts.push(`${of.length} ${noun} ${kind}${names}`);
    }
    if (diff[entity].some((c) => c.kind === 'reordered')) {
      parts.push(`${NOUN[entity].many} reordered`);
    }
  }
  return parts.length ? parts.join(', ') : 'no changes';
}

type Conflicts = CatalogueConflict[];

/**
 * Three-way merge of one record, field by field: a field only one side changed takes that
 * side's value. Returns the merged record and the fields both changed differently.
 */
function mergeFields(
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
): { value: Record<string, unknown>; clashes: string[] } {
  const value: Record<string, unknown> = {};
  const clashes: string[] = [];
  for (const field of keysOf(theirs, mine, base)) {
    const [b, m, t] = [base[field], mine[field], theirs[field]];
    let merged = t;
    if (sameValue(m, b) || sameValue(m, t)) merged = t;
    else if (sameValue(t, b)) merged = m;
    else clashes.push(field);
    if (merged !== undefined) value[field] = merged;
  }
  return { value, clashes };
}

/** Settings-like records: every field merged; nested records (social links) by their fields. */
function mergeSettings(
  entity: CatalogueEntity,
  base: Record<string, unknown>,
  mine: Record<string, unknown>,
  theirs: Record<string, unknown>,
  conflicts: Conflicts,
  path: string[] = [],
): Record<string, unknown> {
  const { value, clashes } = mergeFields(base, mine, theirs);
  for (const field of clashes) {
    const [b, m, t] = [base[field], mine[field], theirs[field]];
    const at = [...path, field];
    if (isRecord(b) && isRecord(m) && isRecord(t)) {
      value[field] = mergeSettings(entity, b, m, t, conflicts, at);
    } else {
      const id = at.join('.');
      conflicts.push({ entity, id, label: fieldLabel(at), reason: CONFLICT_REASONS.bothChanged });
    }
  }
  return value;
}

/** Where entries present on both sides end up when one side also moved entries around. */
function mergeOrder(
  entity: CatalogueListKey,
  lists: { base: Json[]; mine: Json[]; theirs: Json[] },
  merged: Map<Key, Json>,
  conflicts: Conflicts,
): Json[] {
  const { key } = LISTS[entity];
  const inBase = new Set(lists.base.map(key));
  const inMine = new Set(lists.mine.map(key));
  const inTheirs = new Set(lists.theirs.map(key));
  const kept = (k: Key) => inBase.has(k) && inMine.has(k) && inTheirs.has(k);
  const baseOrder = orderOf(lists.base, key, kept);
  const mineOrder = orderOf(lists.mine, key, kept);
  const theirsOrder = orderOf(lists.theirs, key, kept);
  const mineMoved = !sameOrder(mineOrder, baseOrder);
  if (mineMoved && !sameOrder(theirsOrder, baseOrder) && !sameOrder(mineOrder, theirsOrder)) {
    conflicts.push({
      entity,
      id: entity,
      label: orderLabel(entity),
      reason: CONFLICT_REASONS.bothReordered,
    });
  }
  // The side that reordered gives the order; the other side's additions follow the entry
  // they followed there (after any entries the first side added at the same place).
  const [first, second] = mineMoved ? [lists.mine, lists.theirs] : [lists.theirs, lists.mine];
  const order = first.map(key).filter((k) => merged.has(k));
  const placed = new Set(order);
  let previous: Key | undefined;
  for (const k of second.map(key)) {
    if (merged.has(k) && !placed.has(k)) {
      let at = previous === undefined ? 0 : order.indexOf(previous) + 1;
      while (at < order.length && !inBase.has(order[at]!)) at += 1;
      order.splice(at, 0, k);
      placed.add(k);
    }
    if (placed.has(k)) previous = k;
  }
  return order.map((k) => merged.get(k));
}

function mergeList(
  entity: CatalogueListKey,
  lists: { base: Json[]; mine: Json[]; theirs: Json[] },
  conflicts: Conflicts,
): Json[] {
  const { key, label } = LISTS[entity];
  const base = indexBy(lists.base, key);
  const mine = indexBy(lists.mine, key);
  const theirs = indexBy(lists.theirs, key);
  const merged = new Map<Key, Json>();
  const ids = new Set([...theirs.keys(), ...mine.keys(), ...base.keys()]);
  const clash = (id: Key, entry: Json, reason: string, fields?: string[]) =>
    conflicts.push({ entity, id, label: label(entry), reason, ...(fields ? { fields } : {}) });
  for (const id of ids) {
    const [b, m, t] = [base.get(id), mine.get(id), theirs.get(id)];
    if (b === undefined) {
      if (m !== undefined && t !== undefined && !sameValue(m, t)) {
        clash(id, m, CONFLICT_REASONS.bothAdded);
      }
      merged.set(id, t ?? m);
      continue;
    }
    const mineChanged = m === undefined || !sameValue(b, m);
    const theirsChanged = t === undefined || !sameValue(b, t);
    if (!mineChanged || !theirsChanged || sameValue(m, t)) {
      const kept = mineChanged ? m : t;
      if (kept !== undefined) merged.set(id, kept);
    } else if (m === undefined) {
      clash(id, t, CONFLICT_REASONS.removedChanged);
    } else if (t === undefined) {
      clash(id, m, CONFLICT_REASONS.changedRemoved);
    } else {
      const { value, clashes } = mergeFields(asRecord(b), asRecord(m), asRecord(t));
      if (clashes.length) clash(id, m, CONFLICT_REASONS.bothChanged, clashes);
      merged.set(id, value);
    }
  }
  return mergeOrder(entity, lists, merged, conflicts);
}

/**
 * Replays the changes from `base` to `mine` onto `theirs`: entries and fields only one side
 * touched merge cleanly; an entry or field both sides changed differently (or one changed and
 * the other removed) is a conflict, and then no document is returned. The result keeps mine's
 * header (format, version, export date).
 */
export function mergeCatalogues(
  base: CatalogueDocument,
  mine: CatalogueDocument,
  theirs: CatalogueDocument,
): CatalogueMergeResult {
  const conflicts: Conflicts = [];
  const list = <K extends CatalogueListKey>(entity: K) =>
    mergeList(
      entity,
      { base: base[entity], mine: mine[entity], theirs: theirs[entity] },
      conflicts,
    ) as CatalogueDocument[K];
  const settings = <K extends 'siteSettings' | 'socialLinks'>(entity: K) =>
    mergeSettings(
      entity,
      asRecord(base[entity]),
      asRecord(mine[entity]),
      asRecord(theirs[entity]),
      conflicts,
    ) as unknown as CatalogueDocument[K];
  const document: CatalogueDocument = {
    format: mine.format,
    version: mine.version,
    exportedAt: mine.exportedAt,
    products: list('products'),
    categories: list('categories'),
    sliderItems: list('sliderItems'),
    inspirations: list('inspirations'),
    siteSettings: settings('siteSettings'),
    socialLinks: settings('socialLinks'),
    gallery: list('gallery'),
  };
  return conflicts.length ? { ok: false, conflicts } : { ok: true, document };
}
