/**
 * The owner's unpublished changes (docs/publishing.md#drafts-and-publishing): what the working
 * copy changes against the published revision, the words the admin and the preview banner use
 * for them, and the catalogue in the folder's form, as it is published.
 *
 * Both sides are compared in the folder's form (src/domain/imageNames.ts): every address the
 * build derived from a folder image is its path again, so what the list shows is exactly what a
 * commit changes in `catalogue/catalogue.json`, and an image is named as the repository names it.
 */
import { buildCatalogueDocument, CATALOGUE_FORMAT, CATALOGUE_VERSION } from './catalogueDocument';
import { catalogueImages, mapCatalogueImages, type WithImages } from './catalogueImages';
import {
  diffCatalogues,
  ENTITY_ORDER,
  sameValue,
  type CatalogueChange,
  type CatalogueDiff,
  type CatalogueEntity,
} from './catalogueMerge';
import {
  changeFieldLabel,
  changeValueText,
  fieldChangeText,
  type FieldChange,
  type ValueNames,
} from './changeDetails';
import { fingerprint } from './fingerprint';
import { imageDisplayName, imageNamer, isDataImage, type PublishedImages } from './imageNames';
import { isCatalogueImagePath } from './schemas/fields';
import type { CatalogueDocument } from './types';
import { variantChanges, type ProductVariant } from './variants';

export type { CatalogueChange, CatalogueDiff, CatalogueEntity, FieldChange, PublishedImages };

/** What a change can be about: an entity of the catalogue, or the folder's image files. */
export type ChangeEntity = CatalogueEntity | 'imageFiles';

/** One listed change: an entry or setting, with its fields before and after when it changed. */
export interface PublishChange extends Omit<CatalogueChange, 'entity'> {
  entity: ChangeEntity;
  /** For a changed entry or setting: each field, before and after, in the owner's words. */
  details?: FieldChange[];
}

/** The entity names the change list uses as headings. */
export const ENTITY_HEADINGS: Record<ChangeEntity, string> = {
  products: 'Products',
  categories: 'Categories',
  sliderItems: 'Slider items',
  inspirations: 'Design inspirations',
  gallery: 'Gallery images',
  siteSettings: 'Site settings',
  socialLinks: 'Social links',
  imageFiles: 'Image files no longer used',
};

/** A fixed date: the diff compares contents, never the export stamp. */
const EPOCH = new Date(0);

/**
 * The catalogue in the folder's form: images named as the folder names them (see imageNames.ts),
 * uploads through `upload` (as they are when none is given). The fallback slides, when the
 * content holds them, stay in the document.
 */
export function folderDocument(
  content: WithImages,
  images: PublishedImages,
  upload: (dataUrl: string) => string = (src) => src,
  now: Date = EPOCH,
): CatalogueDocument {
  const namer = imageNamer(images);
  const folder = mapCatalogueImages(content, (src) => {
    if (!src) return src;
    return isDataImage(src) ? upload(src) : namer.folderName(src);
  });
  const document = buildCatalogueDocument(folder, now);
  return folder.fallbackSliderItems
    ? { ...document, fallbackSliderItems: folder.fallbackSliderItems }
    : document;
}

/** What the working copy changes against the published revision, per entity. */
export function unpublishedDiff(
  published: WithImages,
  working: WithImages,
  images: PublishedImages = {},
): CatalogueDiff {
  return diffCatalogues(folderDocument(published, images), folderDocument(working, images));
}

/** The names of categories and products a document holds, for the values of its changes. */
function valueNames(document: CatalogueDocument): ValueNames {
  const categories = new Map<string, string>();
  for (const category of document.categories) {
    categories.set(category.id, category.name);
    for (const sub of category.subcategories ?? []) {
      categories.set(sub.id, `${category.name} › ${sub.name}`);
    }
  }
  const products = new Map(document.products.map((p) => [p.id, p.name]));
  return { category: (id) => categories.get(id), product: (id) => products.get(id) };
}

const LIST_ENTITIES = new Set<CatalogueEntity>([
  'products',
  'categories',
  'sliderItems',
  'inspirations',
]);

type Json = Record<string, unknown>;

/** The value at a dotted settings path ('socialLinks.facebook'). */
function at(record: unknown, path: readonly string[]): unknown {
  let value = record;
  for (const key of path) value = (value as Json | undefined)?.[key];
  return value;
}

/**
 * Each variant added, removed or changed, by its SKU: 'Variant EH-MIR-001-60-WAL: Price: $139.00
 * -> $149.00', 'Variant EH-MIR-001-120-WAL: none -> Size: 120 cm, Frame: Walnut'.
 */
function variantDetails(
  was: unknown,
  now: unknown,
  field: (path: string[], was: unknown, now: unknown) => FieldChange,
): FieldChange[] {
  const variants = (value: unknown) => (Array.isArray(value) ? (value as ProductVariant[]) : []);
  const named = (variant: ProductVariant | undefined) =>
    variant
      ? Object.entries(variant.options)
          .map(([name, value]) => `${name}: ${value}`)
          .join(', ')
      : 'none';
  return variantChanges(variants(was), variants(now), sameValue).flatMap((change) => {
    const label = `Variant ${change.sku}`;
    if (change.kind !== 'changed') {
      const side = { before: named(change.before), after: named(change.after) };
      return [{ field: `variants.${change.sku}`, label, ...side }];
    }
    const [before, after] = [change.before, change.after].map(
      (variant) => variant as unknown as Json,
    );
    return change.fields.map((name) => {
      const detail = field([name], before?.[name], after?.[name]);
      return {
        ...detail,
        field: `variants.${change.sku}.${name}`,
        label: `${label}: ${detail.label}`,
      };
    });
  });
}

/** A change with its fields before and after, in the owner's words. */
function withDetails(
  change: CatalogueChange,
  before: CatalogueDocument,
  after: CatalogueDocument,
): PublishChange {
  if (change.kind !== 'changed') return change;
  const { entity } = change;
  const [namesBefore, namesAfter] = [valueNames(before), valueNames(after)];
  const field = (path: string[], was: unknown, now: unknown): FieldChange => ({
    field: path.join('.'),
    label: changeFieldLabel(entity, path),
    before: changeValueText(entity, path, was, namesBefore),
    after: changeValueText(entity, path, now, namesAfter),
  });
  if (LIST_ENTITIES.has(entity)) {
    const list = entity as 'products' | 'categories' | 'sliderItems' | 'inspirations';
    const find = (doc: CatalogueDocument) =>
      (doc[list] as Array<{ id: unknown }>).find((e) => e.id === change.id) as Json | undefined;
    const [was, now] = [find(before), find(after)];
    const details = (change.fields ?? []).flatMap((f) =>
      // A product's variants are listed one by one (docs/requirements.md#variants).
      list === 'products' && f === 'variants'
        ? variantDetails(was?.variants, now?.variants, field)
        : [field([f], was?.[f], now?.[f])],
    );
    return { ...change, details };
  }
  if (entity === 'siteSettings' || entity === 'socialLinks') {
    const path = String(change.id).split('.');
    return { ...change, details: [field(path, at(before[entity], path), at(after[entity], path))] };
  }
  return change;
}

/**
 * The site settings keep a copy of the social links; saving the links writes both. One edit is
 * one listed change: the copy's change is left out where the links themselves say the same.
 */
function withoutMirroredLinks(diff: CatalogueDiff, after: CatalogueDocument): CatalogueDiff {
  const links = new Set(diff.socialLinks.map((c) => String(c.id).replace(/^socialLinks\./, '')));
  const siteSettings = diff.siteSettings.filter((change) => {
    const path = String(change.id).split('.');
    if (path[0] !== 'socialLinks' || path.length !== 2) return true;
    const [, platform] = path as [string, string];
    return !(
      links.has(platform) &&
      sameValue(at(after.siteSettings, path), (after.socialLinks as Json)[platform])
    );
  });
  return { ...diff, siteSettings };
}

/** Folder images the published catalogue names that the working copy no longer does. */
export function unusedImageFiles(
  published: CatalogueDocument,
  working: CatalogueDocument,
): string[] {
  const kept = new Set(catalogueImages(working));
  return catalogueImages(published).filter((name) => isCatalogueImagePath(name) && !kept.has(name));
}

/** The listed changes of two folder-form documents, in the order the admin lists them. */
export function documentChanges(
  before: CatalogueDocument,
  after: CatalogueDocument,
): PublishChange[] {
  const diff = withoutMirroredLinks(diffCatalogues(before, after), after);
  const changes: PublishChange[] = ENTITY_ORDER.flatMap((entity) =>
    diff[entity].map((change) => withDetails(change, before, after)),
  );
  for (const name of unusedImageFiles(before, after)) {
    changes.push({
      entity: 'imageFiles',
      kind: 'removed',
      id: name,
      label: imageDisplayName(name),
    });
  }
  return changes;
}

/** The working copy's changes as one list, e.g. for the admin's "N unpublished changes". */
export function unpublishedChanges(
  published: WithImages,
  working: WithImages,
  images: PublishedImages = {},
): PublishChange[] {
  return documentChanges(
    folderDocument(published, images),
    folderDocument(withFallbackSlides(working, published.fallbackSliderItems), images),
  );
}

/**
 * The working copy with the published fallback slides: a browser never stores or edits them, and
 * a publish keeps them (their images are not "no longer used").
 */
export function withFallbackSlides(
  working: WithImages,
  slides: WithImages['fallbackSliderItems'],
): WithImages {
  return working.fallbackSliderItems || !slides
    ? working
    : { ...working, fallbackSliderItems: slides };
}

/**
 * The working copy's changes against a catalogue this browser committed itself (docs/publishing.md
 * #after-a-publish): uploads it published are named by the path they were published as, found by
 * the fingerprint of their data URL; uploads since stay data, named by their original file.
 */
export function changesAgainstCommitted(
  committed: CatalogueDocument,
  working: WithImages,
  images: PublishedImages,
  uploads: Readonly<Record<string, string>>,
): PublishChange[] {
  const upload = (src: string) => uploads[fingerprint(src)] ?? src;
  const folder = folderDocument(working, images, upload);
  return documentChanges(
    committed,
    folder.fallbackSliderItems || !committed.fallbackSliderItems
      ? folder
      : { ...folder, fallbackSliderItems: committed.fallbackSliderItems },
  );
}

/** '1 unpublished change', '3 unpublished changes'. */
export function unpublishedCountText(count: number): string {
  return `${count} unpublished ${count === 1 ? 'change' : 'changes'}`;
}

/** The storefront's banner in the owner's browser. */
export function previewBannerText(count: number): string {
  return `You are previewing ${unpublishedCountText(count)}`;
}

const KIND_WORDS: Record<PublishChange['kind'], string> = {
  added: 'Added',
  changed: 'Changed',
  removed: 'Removed',
  reordered: 'Reordered',
};

/** The word for a change's kind ('Added', 'Changed', 'Removed', 'Reordered'). */
export const changeKindText = (change: PublishChange) => KIND_WORDS[change.kind];

/** A change's name: a product with its id ('Oak table (product 12)'), a field as it is. */
export function changeName(change: PublishChange): string {
  if (change.entity === 'products') return `${change.label} (product ${String(change.id)})`;
  return change.label;
}

/** 'Price: $189.99 → $177.50; Bestseller: no → yes', or the changed fields' names. */
export function changeDetailsText(change: PublishChange): string {
  if (change.details?.length) {
    // A setting's one field is the change's own name: only its values are left to say.
    if (change.entity === 'siteSettings' || change.entity === 'socialLinks') {
      const [only] = change.details;
      return `${only!.before} → ${only!.after}`;
    }
    return change.details.map(fieldChangeText).join('; ');
  }
  return change.fields?.join(', ') ?? '';
}

/** One line per change: 'Changed: Oak table (product 3): Price: $189.99 → $177.50'. */
export function describeChange(change: PublishChange): string {
  const details = changeDetailsText(change);
  return `${changeKindText(change)}: ${changeName(change)}${details ? `: ${details}` : ''}`;
}

const NOUN: Record<ChangeEntity, { one: string; many: string }> = {
  products: { one: 'product', many: 'products' },
  categories: { one: 'category', many: 'categories' },
  sliderItems: { one: 'slider item', many: 'slider items' },
  inspirations: { one: 'design inspiration', many: 'design inspirations' },
  gallery: { one: 'gallery image', many: 'gallery images' },
  siteSettings: { one: 'site setting', many: 'site settings' },
  socialLinks: { one: 'social link', many: 'social links' },
  imageFiles: { one: 'unused image file', many: 'unused image files' },
};

const LIST_ORDER: readonly ChangeEntity[] = [...ENTITY_ORDER, 'imageFiles'];

/**
 * One line: '1 product added (Oak Table), 2 products changed (Oak Table, Lamp), slider items
 * reordered'. Names are listed while there are at most three of a kind.
 */
export function summarizeChangeList(changes: readonly PublishChange[]): string {
  const parts: string[] = [];
  for (const entity of LIST_ORDER) {
    const of = changes.filter((c) => c.entity === entity);
    for (const kind of ['added', 'changed', 'removed'] as const) {
      const some = of.filter((c) => c.kind === kind);
      if (some.length === 0) continue;
      const noun = some.length === 1 ? NOUN[entity].one : NOUN[entity].many;
      const names = some.length <= 3 ? ` (${some.map((c) => c.label).join(', ')})` : '';
      parts.push(`${some.length} ${noun} ${kind}${names}`);
    }
    if (of.some((c) => c.kind === 'reordered')) parts.push(`${NOUN[entity].many} reordered`);
  }
  return parts.length ? parts.join(', ') : 'no changes';
}

/** The commit message: a summary line, then one line per change under its entity. */
export function publishMessage(changes: readonly PublishChange[]): string {
  const lines = [`Publish catalogue: ${summarizeChangeList(changes)}`];
  for (const entity of LIST_ORDER) {
    const of = changes.filter((c) => c.entity === entity);
    if (of.length === 0) continue;
    lines.push('', `${ENTITY_HEADINGS[entity]}:`);
    for (const change of of) lines.push(`- ${describeChange(change)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** An uploaded image as its bytes and file extension, or undefined for another address. */
export function dataUrlFile(
  source: string,
): { bytes: Uint8Array<ArrayBuffer>; extension: string } | undefined {
  const match = /^data:image\/([a-z0-9.+-]+)(?:;[a-z-]+=[^;,]*)*;base64,([A-Za-z0-9+/=\s]+)$/i.exec(
    source,
  );
  if (!match) return undefined;
  const type = match[1]!.toLowerCase();
  const extension = type === 'jpeg' ? 'jpg' : type === 'svg+xml' ? 'svg' : type;
  const binary = atob(match[2]!.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { bytes, extension };
}

/** The header's keys in the order the repository's file keeps them. */
const HEADER_ORDER = [
  'format',
  'version',
  'products',
  'categories',
  'sliderItems',
  'fallbackSliderItems',
  'inspirations',
  'siteSettings',
  'socialLinks',
  'gallery',
] as const;

/**
 * The document as the repository holds it: no export date (a publish would otherwise change a
 * line every time), the parts in a fixed order, each entry's fields in the order `like` (the
 * repository's document) gives them, so that an unchanged entry is unchanged text.
 */
export function repositoryDocument(
  document: CatalogueDocument,
  like?: CatalogueDocument | null,
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    format: CATALOGUE_FORMAT,
    version: CATALOGUE_VERSION,
  };
  for (const key of HEADER_ORDER.slice(2)) {
    const value = (document as unknown as Json)[key];
    if (value === undefined) continue;
    out[key] = orderLike(value, like ? (like as unknown as Json)[key] : undefined);
  }
  return out;
}

/** `value` with its object keys in the order `template` has them (new keys after, as they came). */
function orderLike(value: unknown, template: unknown): unknown {
  if (Array.isArray(value)) {
    const templates = Array.isArray(template) ? template : [];
    // Entries are matched by their id, a variant by its SKU, others by their place.
    const keyOf = (entry: unknown) =>
      entry && typeof entry === 'object' ? ((entry as Json).id ?? (entry as Json).sku) : undefined;
    const byKey = new Map<unknown, unknown>();
    for (const t of templates) if (keyOf(t) !== undefined) byKey.set(keyOf(t), t);
    return value.map((entry: unknown, i) => {
      const key = keyOf(entry);
      return orderLike(
        entry,
        (key !== undefined && byKey.get(key)) || templates[i] || templates[0],
      );
    });
  }
  if (!value || typeof value !== 'object') return value;
  const record = value as Json;
  const reference =
    template && typeof template === 'object' && !Array.isArray(template)
      ? Object.keys(template)
      : [];
  const keys = [
    ...reference.filter((k) => Object.hasOwn(record, k)),
    ...Object.keys(record).filter((k) => !reference.includes(k)),
  ];
  return Object.fromEntries(
    keys.map((k) => [k, orderLike(record[k], (template as Json | undefined)?.[k])]),
  );
}
