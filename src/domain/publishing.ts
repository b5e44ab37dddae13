/**
 * The owner's unpublished changes (docs/publishing.md#drafts-and-publishing): what the working
 * copy changes against the published revision, the words the admin and the preview banner use
 * for them, and the catalogue in the folder's form, as it is published.
 */
import { buildCatalogueDocument } from './catalogueDocument';
import { mapCatalogueImages, type WithImages } from './catalogueImages';
import {
  diffCatalogues,
  ENTITY_ORDER,
  summarizeChanges,
  type CatalogueChange,
  type CatalogueDiff,
  type CatalogueEntity,
} from './catalogueMerge';
import type { CatalogueDocument } from './types';
import type { CatalogueContent } from './views';

export type { CatalogueChange, CatalogueDiff, CatalogueEntity };

/** The entity names the change list uses as headings. */
export const ENTITY_HEADINGS: Record<CatalogueEntity, string> = {
  products: 'Products',
  categories: 'Categories',
  sliderItems: 'Slider items',
  inspirations: 'Design inspirations',
  gallery: 'Gallery images',
  siteSettings: 'Site settings',
  socialLinks: 'Social links',
};

/** A fixed date: the diff compares contents, never the export stamp. */
const EPOCH = new Date(0);

const asDocument = (content: CatalogueContent): CatalogueDocument =>
  buildCatalogueDocument(content, EPOCH);

/** What the working copy changes against the published revision, per entity. */
export function unpublishedDiff(
  published: CatalogueContent,
  working: CatalogueContent,
): CatalogueDiff {
  return diffCatalogues(asDocument(published), asDocument(working));
}

/** Every change of a diff in the order the admin lists them. */
export function changeList(diff: CatalogueDiff): CatalogueChange[] {
  return ENTITY_ORDER.flatMap((entity) => diff[entity]);
}

/** The working copy's changes as one list, e.g. for the admin's "N unpublished changes". */
export function unpublishedChanges(
  published: CatalogueContent,
  working: CatalogueContent,
): CatalogueChange[] {
  return changeList(unpublishedDiff(published, working));
}

/** '1 unpublished change', '3 unpublished changes'. */
export function unpublishedCountText(count: number): string {
  return `${count} unpublished ${count === 1 ? 'change' : 'changes'}`;
}

/** The storefront's banner in the owner's browser. */
export function previewBannerText(count: number): string {
  return `You are previewing ${unpublishedCountText(count)}`;
}

const KIND_WORDS: Record<CatalogueChange['kind'], string> = {
  added: 'Added',
  changed: 'Changed',
  removed: 'Removed',
  reordered: 'Reordered',
};

/** The word for a change's kind ('Added', 'Changed', 'Removed', 'Reordered'). */
export const changeKindText = (change: CatalogueChange) => KIND_WORDS[change.kind];

/** A change's name: a product with its id ('Oak table (product 12)'), a field as it is. */
export function changeName(change: CatalogueChange): string {
  if (change.entity === 'products') return `${change.label} (product ${String(change.id)})`;
  return change.label;
}

/** One line per change: 'Added: Oak table (product 12)', 'Changed: Oak table (product 3): price'. */
export function describeChange(change: CatalogueChange): string {
  const fields = change.fields?.length ? `: ${change.fields.join(', ')}` : '';
  return `${changeKindText(change)}: ${changeName(change)}${fields}`;
}

/** The commit message: a summary line, then one line per change under its entity. */
export function publishMessage(diff: CatalogueDiff): string {
  const lines = [`Publish catalogue: ${summarizeChanges(diff)}`];
  for (const entity of ENTITY_ORDER) {
    if (diff[entity].length === 0) continue;
    lines.push('', `${ENTITY_HEADINGS[entity]}:`);
    for (const change of diff[entity]) lines.push(`- ${describeChange(change)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** An uploaded image as its bytes and file extension, or undefined for another address. */
export function dataUrlFile(
  source: string,
): { bytes: Uint8Array<ArrayBuffer>; extension: string } | undefined {
  const match = /^data:image\/([a-z0-9.+-]+);base64,([A-Za-z0-9+/=\s]+)$/i.exec(source);
  if (!match) return undefined;
  const type = match[1]!.toLowerCase();
  const extension = type === 'jpeg' ? 'jpg' : type === 'svg+xml' ? 'svg' : type;
  const binary = atob(match[2]!.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { bytes, extension };
}

/** The folder names of the published images, by the address the site gives each one. */
export function folderNamesByAddress(images: Record<string, string>): Map<string, string> {
  const byAddress = new Map<string, string>();
  for (const [name, address] of Object.entries(images)) {
    if (name.startsWith('inline:')) continue;
    byAddress.set(address, name);
    byAddress.set(address.replace(/#.*$/, ''), name);
  }
  return byAddress;
}

/**
 * The catalogue as the folder holds it: every image the build processed named by its path in
 * the folder again (`images/products/oak-1.jpg`), every uploaded image by the path `upload`
 * gives it, other addresses as they are. The published fallback slides, when given, are kept.
 */
export function toFolderDocument(
  content: WithImages,
  images: Record<string, string>,
  upload: (dataUrl: string) => string,
  now: Date,
): CatalogueDocument {
  const names = folderNamesByAddress(images);
  const folder = mapCatalogueImages(content, (src) => {
    if (!src) return src;
    if (src.startsWith('data:')) return upload(src);
    return names.get(src) ?? names.get(src.replace(/#.*$/, '')) ?? src;
  });
  const document = buildCatalogueDocument(folder, now);
  return folder.fallbackSliderItems
    ? { ...document, fallbackSliderItems: folder.fallbackSliderItems }
    : document;
}
