/**
 * No declared field can be dropped on the way (docs/architecture.md#fields): an entity with every
 * declared field set to its declared example goes through the stored-data repair, the catalogue
 * file, publishing, the admin's form and the product CSV, and comes back whole. A field added to a
 * declaration is checked here without a change to this file.
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import {
  buildCatalogueDocument,
  parseCatalogueDocument,
  serializeCatalogueDocument,
} from '@/domain/catalogueDocument';
import * as read from '@/domain/normalize';
import { folderDocument } from '@/domain/publishing';
import {
  CART_LINE_FIELDS,
  CATEGORY_FIELDS,
  fieldsOf,
  GALLERY_IMAGE_FIELDS,
  INSPIRATION_FIELDS,
  PRODUCT_FIELDS,
  ProductSchema,
  SITE_SETTINGS_FIELDS,
  SLIDER_ITEM_FIELDS,
  SOCIAL_LINKS_FIELDS,
  type Declaration,
} from '@/domain/schemas';
import type { Rules } from '@/domain/schemas/rules';
import type * as Entity from '@/domain/types';
import { productView } from '@/domain/views';
import { draftFromProduct, productFromDraft } from './forms';
import {
  applyProductCsvChanges,
  CSV_UPDATABLE,
  planProductCsvImport,
  productCsvRows,
} from './productCsv';

/** An entity with every declared field set to the field's example. */
const exampleOf = <R extends Rules, T>(declaration: Declaration<R, T>) =>
  Object.fromEntries(fieldsOf(declaration).map((field) => [field.key, field.example])) as T;

const product = exampleOf(PRODUCT_FIELDS) as Entity.Product;
const category = exampleOf(CATEGORY_FIELDS) as Entity.Category;
const slide = exampleOf(SLIDER_ITEM_FIELDS) as Entity.SliderItem;
const inspiration = exampleOf(INSPIRATION_FIELDS) as Entity.Inspiration;
const settings = exampleOf(SITE_SETTINGS_FIELDS) as Entity.SiteSettings;
const links = exampleOf(SOCIAL_LINKS_FIELDS);
const galleryImage = GALLERY_IMAGE_FIELDS.fields.src.example;
const line = exampleOf(CART_LINE_FIELDS) as Entity.CartLine;

const content = {
  products: [product],
  categories: [{ id: 'all', name: 'All Products' }, category],
  sliderItems: [slide],
  inspirations: [inspiration],
  siteSettings: settings,
  socialLinks: links,
  gallery: [galleryImage],
};
const NOW = new Date('2026-01-02T03:04:05.000Z');

describe('every declared field', () => {
  it('has an example its own schema accepts, and the product example sets every field', () => {
    expect(v.safeParse(ProductSchema, product).issues).toBeUndefined();
    expect(Object.keys(product).sort()).toEqual(Object.keys(PRODUCT_FIELDS.rules).sort());
    for (const field of fieldsOf(PRODUCT_FIELDS))
      expect(product[field.key as keyof Entity.Product]).toBeDefined();
  });

  it('survives the stored-data repair unchanged and unrepaired', () => {
    expect(read.normalizeProducts([product])).toEqual({ value: [product], repaired: false });
    expect(read.normalizeCategories(content.categories)).toEqual({
      value: content.categories,
      repaired: false,
    });
    expect(read.normalizeSliderItems([slide])).toEqual({ value: [slide], repaired: false });
    expect(read.normalizeInspirations([inspiration])).toEqual({
      value: [inspiration],
      repaired: false,
    });
    expect(read.normalizeSiteSettings(settings, settings)).toEqual({
      value: settings,
      repaired: false,
    });
    expect(read.normalizeSocialLinks(links, links)).toEqual({ value: links, repaired: false });
    expect(read.normalizeGallery([galleryImage])).toEqual({
      value: [galleryImage],
      repaired: false,
    });
    expect(read.normalizeCart([line])).toEqual({ value: [line], repaired: false });
  });

  it('survives the catalogue file: exported and imported back, the same', () => {
    const document = buildCatalogueDocument(content, NOW);
    const result = parseCatalogueDocument(serializeCatalogueDocument(document));
    expect(result.ok && result.document).toEqual(document);
  });

  it('survives publishing: the folder’s document and the product page’s data file', () => {
    const published = folderDocument(content, {}, (dataUrl: string) => dataUrl, NOW);
    expect(published.products).toEqual([product]);
    expect(published.siteSettings).toEqual(settings);
    expect(productView(published, product.id)?.product).toEqual(product);
  });

  it('survives the admin’s product form', () => {
    expect(productFromDraft(draftFromProduct(product), product.id)).toEqual(product);
  });

  it('survives the product CSV: its own export changes nothing', () => {
    const result = planProductCsvImport([product], productCsvRows([product]));
    // One product unchanged: its variants' rows count with it.
    expect(result.ok && result.plan).toEqual({ changes: [], unchanged: 1, errors: [] });
  });

  it.each(CSV_UPDATABLE)('is written back by a CSV import: %s', (key) => {
    const before = { ...product } as Record<string, unknown>;
    if (PRODUCT_FIELDS.fields[key].rule.optional) delete before[key];
    else before[key] = (product[key] as number) + 1;
    const result = planProductCsvImport([before as Entity.Product], productCsvRows([product]));
    if (!result.ok) throw new Error(result.error);
    expect(result.plan.errors).toEqual([]);
    expect(result.plan.changes.map((change) => change.fields.map((f) => f.field))).toEqual([[key]]);
    expect(applyProductCsvChanges([before as Entity.Product], result.plan.changes)).toEqual([
      product,
    ]);
  });
});
