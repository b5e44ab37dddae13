import { describe, expect, it } from 'vitest';
import { builtAddress, publishedSample } from '@/test/publishedSample';
import { galleryAfterProductSave } from './galleryMerge';
import type { Product } from './types';

const { site, images } = publishedSample();
const products = site.products as Product[];
const gallery = site.gallery;

const withImages = (product: Product, list: string[]): Product => ({ ...product, images: list });

describe('galleryAfterProductSave', () => {
  it('adds nothing when a published product is saved again', () => {
    const saved = { ...products[0]!, price: 177.5 };
    expect(galleryAfterProductSave(gallery, products, saved, images)).toBe(gallery);
  });

  it('adds a new product only the images the catalogue did not hold, newest first', () => {
    const upload = 'data:image/webp;name=stool.jpg;base64,UklGRg==';
    const saved = withImages({ ...products[0]!, id: 8 }, [
      upload,
      'https://cdn.example.com/stool-2.jpg',
      products[3]!.images[0]!,
      gallery[2]!,
    ]);
    expect(galleryAfterProductSave(gallery, products, saved, images)).toEqual([
      upload,
      'https://cdn.example.com/stool-2.jpg',
      ...gallery,
    ]);
  });

  it('knows an image whatever address names it', () => {
    const file = 'images/gallery/gallery-3-linen-bedding.jpg';
    const address = builtAddress(file);
    const forms = [
      file,
      address.replace(/#.*$/, ''),
      address.replace(/\/[^/]+$/, '/400.avif'),
      `/catalogue/source/${file}`,
    ];
    for (const form of forms) {
      const saved = withImages({ ...products[0]!, id: 8 }, [form]);
      expect(galleryAfterProductSave(gallery, products, saved, images)).toBe(gallery);
    }
  });

  it('adds an image once even when the product names it twice', () => {
    const saved = withImages({ ...products[0]!, id: 8, options: undefined, variants: undefined }, [
      'https://x.test/a.jpg',
      'https://x.test/a.jpg',
    ]);
    expect(galleryAfterProductSave([], [], saved)).toEqual(['https://x.test/a.jpg']);
  });

  it('adds a variant’s own pictures too (docs/requirements.md#variants)', () => {
    const saved = {
      ...withImages({ ...products[0]!, id: 8 }, ['https://x.test/a.jpg']),
      options: [{ name: 'Frame', values: ['Oak'] }],
      variants: [
        { sku: 'EH-X-OAK', options: { Frame: 'Oak' }, images: ['https://x.test/oak.jpg'] },
      ],
    };
    expect(galleryAfterProductSave([], [], saved)).toEqual([
      'https://x.test/a.jpg',
      'https://x.test/oak.jpg',
    ]);
  });
});
