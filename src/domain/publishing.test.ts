import { describe, expect, it } from 'vitest';
import { builtAddress, publishedSample } from '@/test/publishedSample';
import { mapCatalogueImages, type WithImages } from './catalogueImages';
import { imageNamer } from './imageNames';
import {
  dataUrlFile,
  describeChange,
  folderDocument,
  previewBannerText,
  publishMessage,
  summarizeChangeList,
  unpublishedChanges,
  unpublishedCountText,
} from './publishing';

/** The published revision and a working copy loaded from it, as a browser stores it. */
function loaded() {
  const sample = publishedSample((doc) => {
    // The sample has no logo: give it one from the folder, so every place an image can be is covered.
    doc.siteSettings.logoUrl = 'images/gallery/gallery-7-walnut-mirror.jpg';
  });
  // As a browser stores it: the fallback slides are never part of the working copy.
  const { fallbackSliderItems: _slides, ...working } = structuredClone(sample.site);
  return { ...sample, working: working as WithImages };
}

/** Every form one folder image takes in the working copy, by the name of the form. */
function addressForms(name: string): Record<string, string> {
  const address = builtAddress(name);
  const dir = address.replace(/\/[^/]+$/, '');
  return {
    'catalogue path': name,
    'derived address with fragment': address,
    'derived address without fragment': address.replace(/#.*$/, ''),
    'another width and format': `${dir}/400.avif`,
    'the original the site serves': `/catalogue/source/${name}`,
  };
}

/** Every place the working copy names an image, as a way to put one image there. */
const PLACES: Record<string, (content: WithImages, src: string) => void> = {
  'a product': (c, src) => {
    c.products[0]!.images[0] = src;
  },
  'the gallery': (c, src) => {
    c.gallery[0] = src;
  },
  'a slide': (c, src) => {
    c.sliderItems[0]!.imageUrl = src;
  },
  // A browser never stores the fallback slides; a copy that names them must still map back.
  'a fallback slide': (c, src) => {
    c.fallbackSliderItems = structuredClone(publishedSample().site.fallbackSliderItems!);
    c.fallbackSliderItems[0]!.imageUrl = src;
  },
  'an inspiration': (c, src) => {
    c.inspirations[0]!.backgroundImage = src;
  },
  'the logo': (c, src) => {
    c.siteSettings.logoUrl = src;
  },
};

/** The folder name each place held in the published document. */
const PUBLISHED_NAME: Record<string, (doc: ReturnType<typeof loaded>['document']) => string> = {
  'a product': (d) => d.products[0]!.images[0]!,
  'the gallery': (d) => d.gallery[0]!,
  'a slide': (d) => d.sliderItems[0]!.imageUrl,
  'a fallback slide': (d) => d.fallbackSliderItems![0]!.imageUrl,
  'an inspiration': (d) => d.inspirations[0]!.backgroundImage,
  'the logo': (d) => d.siteSettings.logoUrl,
};

describe('the working copy and the published catalogue round-trip exactly', () => {
  it('loading the published catalogue gives zero changes for every entity', () => {
    const { site, working, images } = loaded();
    expect(unpublishedChanges(site, working, images)).toEqual([]);
  });

  it('every image the site serves maps back to its folder file, wherever it is stored', () => {
    const { document, site, images } = loaded();
    const back = folderDocument(site, images);
    expect(back.products).toEqual(document.products);
    expect(back.gallery).toEqual(document.gallery);
    expect(back.sliderItems).toEqual(document.sliderItems);
    expect(back.fallbackSliderItems).toEqual(document.fallbackSliderItems);
    expect(back.inspirations).toEqual(document.inspirations);
    expect(back.siteSettings).toEqual(document.siteSettings);
    expect(back.socialLinks).toEqual(document.socialLinks);
  });

  for (const [place, put] of Object.entries(PLACES)) {
    for (const [form, toForm] of Object.entries({
      'catalogue path': (n: string) => addressForms(n)['catalogue path']!,
      'derived address with fragment': (n: string) =>
        addressForms(n)['derived address with fragment']!,
      'derived address without fragment': (n: string) =>
        addressForms(n)['derived address without fragment']!,
      'another width and format': (n: string) => addressForms(n)['another width and format']!,
      'the original the site serves': (n: string) =>
        addressForms(n)['the original the site serves']!,
    })) {
      it(`${place}: the same image as ${form} is no change`, () => {
        const { site, working, images, document } = loaded();
        put(working, toForm(PUBLISHED_NAME[place]!(document)));
        expect(unpublishedChanges(site, working, images)).toEqual([]);
      });
    }

    // The fallback slides are the published ones: the admin never edits them.
    if (place === 'a fallback slide') continue;

    it(`${place}: an upload is named by its original file`, () => {
      const { site, working, images } = loaded();
      put(working, 'data:image/webp;name=oak%20stool.jpg;base64,UklGRg==');
      const lines = unpublishedChanges(site, working, images).map(describeChange);
      expect(lines.join('\n')).toContain('oak stool.jpg');
      expect(lines.join('\n')).not.toMatch(/\d+\.webp/);
    });

    it(`${place}: an outside address is named by its last part`, () => {
      const { site, working, images } = loaded();
      put(working, 'https://cdn.example.com/shop/stool.jpg');
      const lines = unpublishedChanges(site, working, images).map(describeChange);
      expect(lines.join('\n')).toContain('stool.jpg');
    });
  }

  it('a version 1 image kept as data maps back to that data', () => {
    const inline = 'data:image/png;base64,iVBORw0KGgo=';
    const sample = publishedSample((doc) => {
      doc.gallery.unshift(inline);
    });
    expect(sample.site.gallery[0]).toMatch(/^\/catalogue\/img\/inline\//);
    expect(folderDocument(sample.site, sample.images).gallery[0]).toBe(inline);
    expect(unpublishedChanges(sample.site, structuredClone(sample.site), sample.images)).toEqual(
      [],
    );
  });
});

describe('the change list names what the owner knows', () => {
  it('names a changed price old -> new, and nothing else', () => {
    const { site, working, images } = loaded();
    working.products[0]!.price = 177.5;
    const changes = unpublishedChanges(site, working, images);
    expect(changes.map(describeChange)).toEqual([
      'Changed: Aldana Round Wooden Wall Mirror (product 1): Price: $189.99 → $177.50',
    ]);
    expect(changes[0]!.details).toEqual([
      { field: 'price', label: 'Price', before: '$189.99', after: '$177.50' },
    ]);
  });

  it('adding a product with an upload lists the product and the one image', () => {
    const { site, working, images } = loaded();
    const upload = 'data:image/webp;name=harbour-stool.jpg;base64,UklGRg==';
    working.products.push({ ...structuredClone(working.products[0]!), id: 8, name: 'Stool' });
    working.products[7]!.images = [upload];
    working.gallery.unshift(upload);
    expect(unpublishedChanges(site, working, images).map(describeChange)).toEqual([
      'Added: Stool (product 8)',
      'Added: harbour-stool.jpg',
    ]);
  });

  it('names readable fields: bestseller, category, images, related products', () => {
    const { site, working, images } = loaded();
    const product = working.products[1]!;
    product.isBestseller = !product.isBestseller;
    product.category = 'mirrors_wooden';
    product.images = [...product.images, 'https://cdn.example.com/x/lamp-3.jpg'];
    product.relatedProductIds = [1];
    const [change] = unpublishedChanges(site, working, images);
    const details = Object.fromEntries(change!.details!.map((d) => [d.label, d]));
    expect(details.Bestseller).toMatchObject({ before: 'no', after: 'yes' });
    expect(details.Category).toMatchObject({
      before: 'Lighting',
      after: 'Mirrors › Wooden Mirrors',
    });
    expect(details.Images!.after).toBe(
      'lumen-arc-floor-lamp-1.jpg, lumen-arc-floor-lamp-2.jpg, lamp-3.jpg',
    );
    expect(details['Related products']!.after).toBe('Aldana Round Wooden Wall Mirror');
  });

  it("names a product's fields in the words of its form", () => {
    const { site, working, images } = loaded();
    const product = working.products[1]!;
    product.hsCode = '9405.11';
    product.origin = 'VN';
    product.leadTimeDays = 50;
    const [change] = unpublishedChanges(site, working, images);
    expect(change!.details!.map((d) => d.label)).toEqual([
      'Lead time (days)',
      'HS code',
      'Country of origin',
    ]);
  });

  it('lists a settings field with its values, and a social link once', () => {
    const { site, working, images } = loaded();
    working.siteSettings.contactEmail = 'sales@elifehome.example';
    working.socialLinks.facebook = 'https://facebook.com/elifehome-new';
    working.siteSettings.socialLinks.facebook = 'https://facebook.com/elifehome-new';
    const lines = unpublishedChanges(site, working, images).map(describeChange);
    expect(lines).toEqual([
      `Changed: Contact email: "${site.siteSettings.contactEmail}" → "sales@elifehome.example"`,
      `Changed: Facebook: "${site.socialLinks.facebook}" → "https://facebook.com/elifehome-new"`,
    ]);
  });

  it('says which image files a removal leaves unused', () => {
    const { site, working, images } = loaded();
    working.products = working.products.filter((p) => p.id !== 1);
    expect(unpublishedChanges(site, working, images).map(describeChange)).toEqual([
      'Removed: Aldana Round Wooden Wall Mirror (product 1)',
      'Removed: aldana-walnut-mirror-1.jpg',
      'Removed: aldana-walnut-mirror-2.jpg',
      'Removed: aldana-walnut-mirror-3.jpg',
      'Removed: aldana-oak-mirror-1.jpg',
      'Removed: aldana-oak-mirror-2.jpg',
    ]);
  });

  it('never names an image by the name the build derived', () => {
    const { site, working, images } = loaded();
    working.gallery = [builtAddress('images/products/harbor-linen-sofa-1.jpg'), ...working.gallery];
    working.gallery.pop();
    const text = unpublishedChanges(site, working, images).map(describeChange).join('\n');
    expect(text).toContain('Added: harbor-linen-sofa-1.jpg');
    expect(text).toContain('Removed: gallery-7-walnut-mirror.jpg');
    expect(text).not.toMatch(/\b\d+\.(webp|avif)\b/);
  });

  it('names each changed, added and removed variant of a product (docs/requirements.md#variants)', () => {
    const { site, working, images } = loaded();
    const mirror = working.products.find((p) => p.id === 1)!;
    const [small, , medium] = mirror.variants!;
    small!.price = 139;
    medium!.moq = 30;
    medium!.availability = 'discontinued';
    mirror.variants = mirror.variants!.filter((v) => v.sku !== 'EH-MIR-001-60-OAK');
    mirror.variants.push({
      sku: 'EH-MIR-001-120-WAL',
      options: { Size: '120 cm', Frame: 'Walnut' },
    });
    mirror.options![0]!.values.push('120 cm');
    expect(unpublishedChanges(site, working, images).map(describeChange)).toEqual([
      `Changed: ${mirror.name} (product 1): ` +
        [
          'Options: Size: 60 cm / 80 cm / 100 cm, Frame: Walnut / Oak → Size: 60 cm / 80 cm / 100 cm / 120 cm, Frame: Walnut / Oak',
          'Variant EH-MIR-001-60-WAL: Price: $149.99 → $139.00',
          'Variant EH-MIR-001-80-WAL: Minimum order: none → 30',
          'Variant EH-MIR-001-80-WAL: Availability: none → discontinued',
          'Variant EH-MIR-001-120-WAL: none → Size: 120 cm, Frame: Walnut',
          'Variant EH-MIR-001-60-OAK: Size: 60 cm, Frame: Oak → none',
        ].join('; '),
    ]);
  });

  it('counts in words, singular for one', () => {
    expect(unpublishedCountText(1)).toBe('1 unpublished change');
    expect(unpublishedCountText(3)).toBe('3 unpublished changes');
    expect(previewBannerText(2)).toBe('You are previewing 2 unpublished changes');
  });

  it('summarises for a commit message, naming up to three entries of a kind', () => {
    const { site, working, images } = loaded();
    for (const product of working.products.slice(0, 4)) product.price += 1;
    working.products.push({ ...structuredClone(working.products[6]!), id: 8, name: 'Oak Table' });
    working.sliderItems = working.sliderItems.toReversed();
    working.siteSettings.siteName = 'ELIFE';
    expect(summarizeChangeList(unpublishedChanges(site, working, images))).toBe(
      '1 product added (Oak Table), 4 products changed, slider items reordered, ' +
        '1 site setting changed (Site name)',
    );
    expect(summarizeChangeList([])).toBe('no changes');
  });

  it('writes a commit message listing the changes by name', () => {
    const { site, working, images } = loaded();
    working.products[0]!.price = 177.5;
    working.products = working.products.filter((p) => p.id !== 2);
    expect(publishMessage(unpublishedChanges(site, working, images))).toBe(
      [
        'Publish catalogue: 1 product changed (Aldana Round Wooden Wall Mirror), 1 product removed ' +
          '(Lumen Arc LED Floor Lamp), 2 unused image files removed (lumen-arc-floor-lamp-1.jpg, ' +
          'lumen-arc-floor-lamp-2.jpg)',
        '',
        'Products:',
        '- Changed: Aldana Round Wooden Wall Mirror (product 1): Price: $189.99 → $177.50',
        '- Removed: Lumen Arc LED Floor Lamp (product 2)',
        '',
        'Image files no longer used:',
        '- Removed: lumen-arc-floor-lamp-1.jpg',
        '- Removed: lumen-arc-floor-lamp-2.jpg',
        '',
      ].join('\n'),
    );
  });
});

describe('the folder form', () => {
  it('names uploads by the path given and leaves outside addresses alone', () => {
    const { working, images } = loaded();
    const upload = 'data:image/webp;base64,AAEC';
    working.products[0]!.images = [working.products[0]!.images[0]!, upload, 'https://x.test/a.jpg'];
    const document = folderDocument(
      working,
      images,
      () => 'images/uploads/1.webp',
      new Date('2026-01-01T00:00:00Z'),
    );
    expect(document.products[0]!.images).toEqual([
      'images/products/aldana-walnut-mirror-1.jpg',
      'images/uploads/1.webp',
      'https://x.test/a.jpg',
    ]);
    expect(document.exportedAt).toBe('2026-01-01T00:00:00.000Z');
  });

  it('maps the site form through any published image list', () => {
    const { working, images, document } = loaded();
    const namer = imageNamer(images);
    const back = mapCatalogueImages(working, (src) => (src ? namer.folderName(src) : src));
    expect(back.products[0]!.images).toEqual(document.products[0]!.images);
  });

  it('reads an uploaded image as bytes with its extension, with or without a name', () => {
    expect(dataUrlFile('data:image/jpeg;base64,AAEC')).toEqual({
      bytes: new Uint8Array([0, 1, 2]),
      extension: 'jpg',
    });
    expect(dataUrlFile('data:image/webp;name=a%20b.jpg;base64,AAEC')?.extension).toBe('webp');
    expect(dataUrlFile('https://example.com/a.png')).toBeUndefined();
  });
});
