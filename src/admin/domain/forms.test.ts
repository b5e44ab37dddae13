import { describe, expect, it } from 'vitest';
import { PRODUCT_FIELDS } from '@/domain/schemas';
import type { Product, SiteSettings, SocialLinks } from '@/domain/types';
import { STORAGE_KEYS } from '@/storage';
import { SCHEMAS } from '@/storage/schemas';
import {
  ADMIN_DEMO_CREDENTIALS,
  MAX_UPLOAD_BYTES,
  MESSAGES,
  type ProductDraft,
  canDeleteCategory,
  canDeleteSliderItem,
  categoryFromDraft,
  checkCredentials,
  copyDraft,
  draftFromProduct,
  emptyProductDraft,
  moveItem,
  productFromDraft,
  subcategoryNameClashes,
  trimFields,
  validateCategoryDraft,
  validateImageFile,
  validateLogin,
  validateProductDraft,
  validateSiteSettings,
  validateSliderItem,
  validateSocialLinks,
} from './forms';
import { tradeTerms } from '@fixtures/product';

const validDraft: ProductDraft = {
  ...emptyProductDraft(),
  name: ' Oak Mirror ',
  category: 'mirrors_wooden',
  price: '129.99',
  images: [' https://img.example/1.png ', '  '],
  description: ' Solid oak. ',
  keywords: 'oak, mirror, ',
  tags: 'Modern,, Minimalist',
  relatedProductIds: '2, abc, 3.5, 4',
  isNew: true,
};

const product: Product = {
  id: 7,
  name: 'Accent Chair',
  category: 'furniture',
  price: 249.5,
  images: ['https://img.example/7.png'],
  description: 'Comfy',
  keywords: ['chair', 'velvet'],
  tags: ['Luxury'],
  relatedProductIds: [1, 2],
  isNew: true,
  isBestseller: true,
};

describe('validateProductDraft', () => {
  it.each(['0', '-5', 'abc', '12abc', '', 'Infinity', '0.001'])('refuses the price %j', (price) => {
    expect(validateProductDraft({ ...validDraft, price }).price).toBe(
      PRODUCT_FIELDS.fields.price.message!,
    );
  });

  it('treats blank names and blank image rows as missing', () => {
    const errors = validateProductDraft({ ...validDraft, name: '   ', images: ['', ' '] });
    expect(errors.name).toBe(PRODUCT_FIELDS.fields.name.required!);
    expect(errors.images).toBe(PRODUCT_FIELDS.fields.images.required!);
  });
});

describe('productFromDraft', () => {
  it('trims text, parses lists and rounds the price to cents', () => {
    expect(productFromDraft({ ...validDraft, price: '10.005' }, 12)).toEqual({
      id: 12,
      name: 'Oak Mirror',
      category: 'mirrors_wooden',
      price: 10.01,
      images: ['https://img.example/1.png'],
      description: 'Solid oak.',
      keywords: ['oak', 'mirror'],
      tags: ['Modern', 'Minimalist'],
      relatedProductIds: [2, 4],
      isNew: true,
      isBestseller: false,
      // The trade fields' defaults (docs/requirements.md#trade-terms): no SKU, sold singly, one price.
      sku: '',
      moq: 1,
      packSize: 1,
      priceTiers: [],
      specs: [],
    });
  });

  it('round-trips through draftFromProduct, a product without trade fields gaining the defaults', () => {
    expect(productFromDraft(draftFromProduct(product), product.id)).toEqual({
      ...product,
      sku: '',
      moq: 1,
      packSize: 1,
      priceTiers: [],
      specs: [],
    });
  });
});

describe('drafts', () => {
  it('draftFromProduct turns lists into comma text', () => {
    const draft = draftFromProduct(product);
    expect(draft.id).toBe(7);
    expect(draft.price).toBe('249.5');
    expect(draft.keywords).toBe('chair, velvet');
    expect(draft.relatedProductIds).toBe('1, 2');
  });

  it('copyDraft names the copy, clears the flags and has no id', () => {
    const copy = copyDraft(product);
    expect(copy.name).toBe('Accent Chair (Copy)');
    expect(copy.isNew).toBe(false);
    expect(copy.isBestseller).toBe(false);
    expect('id' in copy).toBe(false);
    expect(copy.images).toEqual(product.images);
    expect(copy.images).not.toBe(product.images);
  });

  it('emptyProductDraft has no id and blank fields', () => {
    const draft = emptyProductDraft();
    expect('id' in draft).toBe(false);
    expect(draft.name).toBe('');
  });
});

describe('categories', () => {
  it('refuses a name another category has (any case, spaces trimmed); keeps its own on edit', () => {
    const others = ['All Products', 'Mirrors'];
    expect(validateCategoryDraft({ name: ' MIRRORS  ', subcategories: [] }, others)).toEqual({
      name: 'There is already a category named "MIRRORS". Choose a different name.',
    });
    expect(validateCategoryDraft({ name: 'Mirrors', subcategories: [] }, ['All Products'])).toEqual(
      {},
    );
    // A different name that makes the same id is allowed: it gets _1 when saved.
    expect(
      validateCategoryDraft({ name: 'Outdoor_Living', subcategories: [] }, ['Outdoor Living']),
    ).toEqual({});
  });

  it('refuses two subcategories of one category with the same name', () => {
    const subcategories = [{ name: 'Tables' }, { name: ' ' }, { name: 'tables ' }];
    expect(validateCategoryDraft({ name: 'Furniture', subcategories })).toEqual({
      subcategories:
        'This category already has a subcategory named "tables". Choose a different name.',
    });
    expect(subcategoryNameClashes(subcategories)).toEqual([
      undefined,
      undefined,
      'This category already has a subcategory named "tables". Choose a different name.',
    ]);
  });

  it('derives a unique id for a new category and omits empty subcategories', () => {
    const category = categoryFromDraft({ name: ' Wall Art ', subcategories: [{ name: '  ' }] }, [
      'all',
      'wall_art',
    ]);
    expect(category).toEqual({ id: 'wall_art_1', name: 'Wall Art' });
    expect('subcategories' in category).toBe(false);
  });

  it('keeps the id when editing and the ids of existing subcategories', () => {
    const category = categoryFromDraft(
      {
        id: 'mirrors',
        name: 'Mirrors & More',
        subcategories: [
          { id: 'mirrors_wooden', name: 'Wooden, renamed' },
          { name: 'Metal Frame' },
          { name: '' },
        ],
      },
      ['all', 'mirrors'],
    );
    expect(category).toEqual({
      id: 'mirrors',
      name: 'Mirrors & More',
      subcategories: [
        { id: 'mirrors_wooden', name: 'Wooden, renamed' },
        { id: 'mirrors_metal_frame', name: 'Metal Frame' },
      ],
    });
  });

  it('makes new subcategory ids unique among siblings', () => {
    const category = categoryFromDraft(
      {
        id: 'decor',
        name: 'Decor',
        subcategories: [{ name: 'Vases' }, { id: 'decor_vases_1', name: 'Old' }, { name: 'vases' }],
      },
      ['decor'],
    );
    expect(category.subcategories?.map((s) => s.id)).toEqual([
      'decor_vases',
      'decor_vases_1',
      'decor_vases_2',
    ]);
  });

  it("refuses to delete 'all' only", () => {
    expect(canDeleteCategory('all')).toBe('Cannot delete the "All Products" category');
    expect(canDeleteCategory('mirrors')).toBeNull();
  });
});

/** A complete slide, as the slider form submits it. */
const slide = {
  imageUrl: 'https://img.example/s.png',
  caption: 'Minimalist mirror',
  buttonText: 'Shop Now',
  buttonLink: '/products/category/mirrors',
};

describe('slider', () => {
  it('refuses a protocol-relative link; takes full https links and data-URL images', () => {
    expect(validateSliderItem({ ...slide, buttonLink: '//evil.example' }).buttonLink).toBeDefined();
    expect(validateSliderItem({ ...slide, buttonLink: 'https://shop.example/x' })).toEqual({});
    expect(
      validateSliderItem({ ...slide, imageUrl: 'data:image/png;base64,iVBORw0KGgo=' }),
    ).toEqual({});
  });

  it('trimFields trims every text and keeps an absent id absent', () => {
    expect(trimFields({ ...slide, caption: '  Minimalist mirror ', id: ' 17 ' })).toEqual({
      ...slide,
      id: '17',
    });
    const added = trimFields({ ...slide, buttonText: ' Shop Now ' });
    expect(added).toEqual(slide);
    expect('id' in added).toBe(false);
  });

  it('keeps at least one item', () => {
    expect(canDeleteSliderItem(1)).toBe('At least one slider item is required');
    expect(canDeleteSliderItem(0)).toBe(MESSAGES.sliderMinimum);
    expect(canDeleteSliderItem(2)).toBeNull();
  });

  it('moveItem swaps neighbours and returns the same array at the ends', () => {
    const list = ['a', 'b', 'c'];
    expect(moveItem(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(list, 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(list, 0, -1)).toBe(list);
    expect(moveItem(list, 2, 1)).toBe(list);
    expect(moveItem(list, 5, -1)).toBe(list);
    expect(list).toEqual(['a', 'b', 'c']);
  });
});

const links: SocialLinks = {
  facebook: 'https://facebook.com/elifehome',
  twitter: '',
  instagram: 'http://instagram.com/elifehome',
  pinterest: '',
  linkedin: '',
  youtube: '',
  tiktok: '',
};

const settings: SiteSettings = {
  ...SCHEMAS[STORAGE_KEYS.siteSettings].seed(),
  siteName: 'ELIFEHOME',
  companyName: 'eLife Home Co.',
  contactEmail: 'sales@elifehome.example',
  contactPhone: '+1 (212) 555-0100',
  address: '1 Broadway, New York',
  socialLinks: links,
};

describe('validateImageFile', () => {
  it('needs an image type', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe(
      'Please select an image file',
    );
    expect(validateImageFile({ type: 'text/plain', size: 10 }, 'zh')).toBe('请选择图片文件');
  });

  it('needs to be under 5MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024);
    expect(validateImageFile({ type: 'image/png', size: MAX_UPLOAD_BYTES })).toBe(
      'Image size should be less than 5MB',
    );
    expect(validateImageFile({ type: 'image/png', size: MAX_UPLOAD_BYTES }, 'zh')).toBe(
      '图片大小应小于5MB',
    );
    expect(validateImageFile({ type: 'image/jpeg', size: MAX_UPLOAD_BYTES - 1 })).toBeNull();
  });
});

describe('login', () => {
  it('accepts only the demo credentials', () => {
    expect(checkCredentials('admin', 'elifehome2024')).toBe(true);
    expect(checkCredentials(ADMIN_DEMO_CREDENTIALS.username, 'wrong')).toBe(false);
    expect(checkCredentials('Admin', 'elifehome2024')).toBe(false);
    expect(checkCredentials('admin', 'ELIFEHOME2024')).toBe(false);
  });
});

describe('every form’s required fields', () => {
  it.each([
    { form: 'product', errors: () => validateProductDraft(validDraft) },
    { form: 'category', errors: () => validateCategoryDraft({ name: 'Rugs', subcategories: [] }) },
    { form: 'slider', errors: () => validateSliderItem(slide) },
    { form: 'site settings', errors: () => validateSiteSettings(settings) },
    // Blank links are allowed: a platform the shop is not on.
    { form: 'social links', errors: () => validateSocialLinks(links) },
    { form: 'login', errors: () => validateLogin({ username: 'admin', password: 'x' }) },
  ])('the $form form accepts a complete entry', ({ errors }) => {
    expect(errors()).toEqual({});
  });

  it.each([
    {
      form: 'product',
      errors: () => validateProductDraft(emptyProductDraft()),
      expected: {
        name: 'Product name is required',
        category: 'Please select a category',
        price: 'Please enter a valid price',
        images: 'At least one image is required',
      },
    },
    {
      form: 'category',
      errors: () => validateCategoryDraft({ name: ' ', subcategories: [] }),
      expected: { name: 'Category name is required' },
    },
    {
      form: 'slider',
      errors: () =>
        validateSliderItem({ imageUrl: '', caption: ' ', buttonText: '', buttonLink: '' }),
      expected: {
        imageUrl: 'Image URL is required',
        caption: 'Caption is required',
        buttonText: 'Button text is required',
        buttonLink: 'Button link is required',
      },
    },
    {
      form: 'site settings',
      errors: () =>
        validateSiteSettings({ ...settings, siteName: '', companyName: ' ', contactEmail: '' }),
      expected: {
        siteName: 'Site name is required',
        companyName: 'Company name is required',
        contactEmail: 'Contact email is required',
      },
    },
    {
      form: 'login',
      errors: () => validateLogin({ username: ' ', password: '' }),
      expected: { username: 'Username is required', password: 'Password is required' },
    },
  ])('the $form form names each blank required field', ({ errors, expected }) => {
    expect(errors()).toEqual(expected);
  });
});

describe('every form’s wrong values', () => {
  it.each([
    {
      form: 'slider',
      errors: () =>
        validateSliderItem({
          ...slide,
          imageUrl: 'javascript:alert(1)',
          buttonLink: 'javascript:alert(1)',
        }),
      expected: {
        buttonLink: 'Use a site path such as /products/new or a full http:// or https:// address',
        imageUrl: 'Use an http:// or https:// image address',
      },
    },
    {
      form: 'site settings',
      errors: () =>
        validateSiteSettings({
          ...settings,
          contactEmail: 'not-an-email',
          additionalEmail: 'a@b',
          contactPhone: '12-34',
          metaDescription: 'x'.repeat(161),
          siteTitle: 'y'.repeat(61),
        }),
      expected: {
        contactEmail: 'Please enter a valid email address',
        additionalEmail: 'Please enter a valid email address',
        contactPhone:
          'Please enter a valid phone number (8 to 20 digits, spaces, dashes or parentheses)',
        metaDescription: 'Meta description must be 160 characters or fewer',
        siteTitle: 'Site title must be 60 characters or fewer',
      },
    },
    {
      // Each message names its platform.
      form: 'social links',
      errors: () =>
        validateSocialLinks({
          ...links,
          linkedin: 'linkedin.com/company/x',
          tiktok: 'javascript:alert(1)',
          youtube: '/channel',
        }),
      expected: {
        linkedin: 'Invalid URL for LinkedIn. Please include http:// or https://',
        tiktok: 'Invalid URL for TikTok. Please include http:// or https://',
        youtube: 'Invalid URL for YouTube. Please include http:// or https://',
      },
    },
  ])('the $form form names each wrong field', ({ errors, expected }) => {
    expect(errors()).toEqual(expected);
  });
});

describe('upper bounds', () => {
  const longUrl = `https://img.example/${'a'.repeat(2048)}`;

  it.each([
    {
      form: 'product',
      errors: () =>
        validateProductDraft({
          ...validDraft,
          name: 'n'.repeat(121),
          price: '10000000',
          description: 'd'.repeat(5001),
          keywords: `ok, ${'k'.repeat(61)}`,
          tags: Array.from({ length: 51 }, (_, i) => `t${i}`).join(', '),
          relatedProductIds: Array.from({ length: 51 }, (_, i) => i + 1).join(', '),
          images: Array.from({ length: 21 }, (_, i) => `https://img.example/${i}.png`),
        }),
      expected: {
        name: 'Product name must be 120 characters or fewer',
        price: 'Please enter a valid price',
        description: 'Description must be 5000 characters or fewer',
        keywords: 'A keyword or tag must be 60 characters or fewer',
        tags: 'Use at most 50 tags',
        relatedProductIds: 'Use at most 50 related products',
        images: 'Use at most 20 images',
      },
    },
    {
      form: 'category',
      errors: () => validateCategoryDraft({ name: 'c'.repeat(121), subcategories: [] }),
      expected: { name: 'Category name must be 120 characters or fewer' },
    },
    {
      form: 'subcategory',
      errors: () =>
        validateCategoryDraft({ name: 'Rugs', subcategories: [{ name: 's'.repeat(121) }] }),
      expected: { subcategories: 'Subcategory name must be 120 characters or fewer' },
    },
    {
      form: 'slider',
      errors: () =>
        validateSliderItem({
          imageUrl: longUrl,
          caption: 'c'.repeat(201),
          buttonText: 'b'.repeat(41),
          buttonLink: `/${'p'.repeat(2048)}`,
        }),
      expected: {
        imageUrl: 'Use an image address of at most 2048 characters, or an image under 5MB',
        caption: 'Caption must be 200 characters or fewer',
        buttonText: 'Button text must be 40 characters or fewer',
        buttonLink: 'Button link must be 2048 characters or fewer',
      },
    },
    {
      form: 'site settings',
      errors: () =>
        validateSiteSettings({
          ...settings,
          siteName: 's'.repeat(41),
          address: 'a'.repeat(501),
          aboutDescription: 'a'.repeat(5001),
        }),
      expected: {
        siteName: 'Site name must be 40 characters or fewer',
        address: 'Address must be 500 characters or fewer',
        aboutDescription: 'About description must be 5000 characters or fewer',
      },
    },
    {
      form: 'social links',
      errors: () => validateSocialLinks({ ...links, facebook: longUrl }),
      expected: { facebook: 'Facebook link must be 2048 characters or fewer' },
    },
  ])('the $form form names each field over its bound', ({ errors, expected }) => {
    expect(errors()).toEqual(expected);
  });

  it.each([
    {
      field: 'product name',
      errors: () => validateProductDraft({ ...validDraft, name: 'n'.repeat(120) }),
    },
    {
      field: 'product price',
      errors: () => validateProductDraft({ ...validDraft, price: '9999999.99' }),
    },
    {
      field: 'slide caption',
      errors: () => validateSliderItem({ ...slide, caption: 'c'.repeat(200) }),
    },
    {
      field: 'site name',
      errors: () => validateSiteSettings({ ...settings, siteName: 's'.repeat(40) }),
    },
    {
      field: 'site title and meta description, and a blank phone',
      errors: () =>
        validateSiteSettings({
          ...settings,
          metaDescription: 'x'.repeat(160),
          siteTitle: 'y'.repeat(60),
          contactPhone: '',
        }),
    },
  ])('accepts the $field at its bound exactly', ({ errors }) => {
    expect(errors()).toEqual({});
  });

  it('bounds an image address', () => {
    expect(validateProductDraft({ ...validDraft, images: [longUrl] }).images).toBe(
      'Use an image address of at most 2048 characters, or an image under 5MB',
    );
  });
});

describe('the product form’s trade fields (docs/requirements.md#trade-terms)', () => {
  /** Price-break rows as the form holds them, from [minimum quantity, price] pairs. */
  const rows = (...pairs: [string, string][]) =>
    pairs.map(([minQuantity, price]) => ({ minQuantity, price }));
  const trade: ProductDraft = {
    ...validDraft,
    sku: ' EH-MIR-009 ',
    moq: '20',
    packSize: '6',
    leadTimeDays: '30',
    priceTiers: rows(['50', '119.5'], ['', ''], ['200', '99.999']),
    specs: [
      { label: ' Width ', value: ' 120 cm ' },
      { label: '', value: '' },
    ],
  };

  it('accepts valid trade fields and stores them parsed, blank rows dropped', () => {
    expect(validateProductDraft(trade, ['EH-MIR-001'])).toEqual({});
    expect(productFromDraft(trade, 9)).toMatchObject({
      ...tradeTerms('EH-MIR-009', 20, 6, [50, 119.5], [200, 100]),
      leadTimeDays: 30,
      specs: [{ label: 'Width', value: '120 cm' }],
    });
  });

  it('gives each wrong field its message, rows named by number', () => {
    expect(
      validateProductDraft({
        ...trade,
        sku: 'EH MIR',
        moq: '0',
        packSize: 'six',
        leadTimeDays: '-1',
        priceTiers: rows(['50', '119'], ['1', '99']),
        specs: [{ label: '', value: '120 cm' }],
      }),
    ).toEqual({
      sku: 'Use a SKU of letters, digits, dashes, dots or slashes, at most 40 characters (e.g. EH-MIR-001)',
      moq: 'Minimum order must be a whole number from 1 to 99999',
      packSize: 'Pack size must be a whole number from 1 to 99999',
      leadTimeDays: 'Lead time must be a whole number of days from 0 to 540',
      priceTiers: 'Row 2: Each price break needs a quantity from 2 to 99999',
      specs: 'Row 1: Each spec needs a label, such as Width',
    });
  });

  it('refuses breaks out of order or not below the base price', () => {
    expect(
      validateProductDraft({ ...trade, priceTiers: rows(['200', '99'], ['50', '119']) }).priceTiers,
    ).toBe('Price break quantities must increase and their prices must fall');
    expect(validateProductDraft({ ...trade, priceTiers: rows(['50', '129.99']) }).priceTiers).toBe(
      'Every price break must be cheaper than the base price',
    );
  });

  it('refuses a SKU another product has, whatever its case', () => {
    expect(validateProductDraft(trade, ['eh-mir-009']).sku).toBe(
      'Another product already has the SKU EH-MIR-009',
    );
  });

  it('edits a stored product’s trade fields as text, and a copy starts without the SKU', () => {
    const stored = productFromDraft(trade, 9);
    expect(draftFromProduct(stored)).toMatchObject({
      sku: 'EH-MIR-009',
      moq: '20',
      packSize: '6',
      leadTimeDays: '30',
      priceTiers: rows(['50', '119.5'], ['200', '100']),
    });
    expect(copyDraft(stored).sku).toBe('');
  });

  it("copyDraft keeps a product's variants, each SKU marked as a copy so no two variants share one", () => {
    const stored: Product = {
      ...product,
      sku: 'EH-MIR-009',
      options: [{ name: 'Size', values: ['60 cm', '80 cm'] }],
      variants: [
        { sku: 'EH-MIR-009-60', options: { Size: '60 cm' }, price: 99 },
        { sku: `EH-${'X'.repeat(36)}`, options: { Size: '80 cm' } },
      ],
    };
    const copy = copyDraft(stored);
    expect(copy.options).toEqual([{ name: 'Size', values: '60 cm, 80 cm' }]);
    expect(copy.variants.map((v) => [v.sku, v.price])).toEqual([
      ['EH-MIR-009-60-COPY', '99'],
      [`EH-${'X'.repeat(32)}-COPY`, ''],
    ]);
    expect(copy.variants.every((v) => v.sku.length <= 40)).toBe(true);
    expect(
      validateProductDraft({ ...copy, sku: 'EH-MIR-010' }, ['EH-MIR-009', 'EH-MIR-009-60']),
    ).toEqual({});
  });
});

describe('the product form’s shipping fields (docs/requirements.md#shipping)', () => {
  it('keeps a variant’s own carton and size through the form, and a variant without them takes none', () => {
    const small = { lengthCm: 68, widthCm: 68, heightCm: 10, grossKg: 6.4, units: 1 };
    const stored: Product = {
      ...product,
      sku: 'EH-MIR-009',
      carton: { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 },
      options: [{ name: 'Size', values: ['60 cm', '80 cm'] }],
      variants: [
        { sku: 'EH-MIR-009-60', options: { Size: '60 cm' }, carton: small, size: { widthCm: 60 } },
        { sku: 'EH-MIR-009-80', options: { Size: '80 cm' } },
      ],
    };
    const draft = draftFromProduct(stored);
    expect(draft.variants[0]!.carton).toEqual({
      lengthCm: '68',
      widthCm: '68',
      heightCm: '10',
      grossKg: '6.4',
      units: '1',
    });
    expect(validateProductDraft(draft, [])).toEqual({});
    const saved = productFromDraft(draft, stored.id);
    expect(saved.variants).toEqual(stored.variants);
    expect('carton' in saved.variants![1]!).toBe(false);
  });

  const carton = { lengthCm: ' 88 ', widthCm: '88', heightCm: '10', grossKg: '9.5', units: '1' };
  const shipping: ProductDraft = {
    ...validDraft,
    carton,
    size: { widthCm: '80', depthCm: '', heightCm: '80', weightKg: '7.25' },
    hsCode: ' 7009.92 ',
    origin: 'CN',
  };

  it('stores the figures as numbers, a blank size figure left out', () => {
    expect(validateProductDraft(shipping)).toEqual({});
    expect(productFromDraft(shipping, 9)).toMatchObject({
      carton: { lengthCm: 88, widthCm: 88, heightCm: 10, grossKg: 9.5, units: 1 },
      size: { widthCm: 80, heightCm: 80, weightKg: 7.25 },
      hsCode: '7009.92',
      origin: 'CN',
    });
    expect(productFromDraft(shipping, 9).size).not.toHaveProperty('depthCm');
  });

  it('leaves out a carton and a size left blank, and edits a product without them as blanks', () => {
    const blank = productFromDraft(validDraft, 9);
    expect(blank).not.toHaveProperty('carton');
    expect(blank).not.toHaveProperty('size');
    expect(blank).not.toHaveProperty('hsCode');
    expect(draftFromProduct(product).carton).toEqual({
      lengthCm: '',
      widthCm: '',
      heightCm: '',
      grossKg: '',
      units: '',
    });
  });

  it('names each figure a half-typed carton lacks, and each wrong value, beside its own input', () => {
    expect(
      validateProductDraft({
        ...shipping,
        carton: { ...carton, widthCm: '', heightCm: 'ten', units: '0' },
        size: { widthCm: '0', depthCm: '', heightCm: '', weightKg: '' },
        hsCode: '70.09',
        origin: 'ZZ',
      }),
    ).toEqual({
      'carton.widthCm': 'Carton width must be a number from 1 to 600 cm',
      'carton.heightCm': 'Carton height must be a number from 1 to 600 cm',
      'carton.units': 'Units per carton must be a whole number from 1 to 99999',
      'size.widthCm': 'Width must be a number from 0.1 to 2,000 cm',
      hsCode: 'Use an HS code of 6 to 10 digits, dots allowed (e.g. 7009.92)',
      origin: 'Choose a country of origin as its two-letter ISO code, such as CN',
    });
  });

  it.each(['940360', '9403.60', '9403.60.8081', '9404.90.10.00'])(
    'accepts the HS code %s',
    (hs) => {
      expect(validateProductDraft({ ...shipping, hsCode: hs })).toEqual({});
    },
  );

  it.each(['94036', '9403.', '9403..60', '94036080811', 'HS9403'])(
    'refuses the HS code %s',
    (hs) => {
      expect(validateProductDraft({ ...shipping, hsCode: hs }).hsCode).toBeDefined();
    },
  );
});
