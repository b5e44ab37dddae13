import { describe, expect, it } from 'vitest';
import {
  applyBulkChange,
  cardPrice,
  cardPriceText,
  chooseValue,
  combinations,
  findBySku,
  generateVariants,
  hasVariants,
  initialVariant,
  offerOf,
  optionChoices,
  optionDisplay,
  orderGridShape,
  resolveVariant,
  skuClashes,
  suggestVariantSku,
  variantIssues,
  variantLabel,
  variantSearchText,
  variantsRemovedBy,
  withoutOptionValue,
  assignValueImages,
  type ProductOption,
  type VariantSource,
} from './variants';

const size: ProductOption = { name: 'Size', values: ['60 cm', '80 cm', '100 cm'] };
const frame: ProductOption = { name: 'Frame', values: ['Walnut', 'Oak'] };

/** The walnut mirror in three sizes and two frames; 100 cm oak is not made, 60 cm oak is discontinued. */
const mirror: VariantSource = {
  id: 1,
  name: 'Aldana Round Mirror',
  sku: 'EH-MIR-001',
  price: 189.99,
  priceTiers: [{ minQuantity: 100, price: 179.5 }],
  moq: 50,
  packSize: 1,
  leadTimeDays: 35,
  images: ['walnut-1.jpg', 'walnut-2.jpg'],
  options: [size, frame],
  variants: [
    { sku: 'EH-MIR-001-60-WAL', options: { Size: '60 cm', Frame: 'Walnut' }, price: 129.99 },
    {
      sku: 'EH-MIR-001-60-OAK',
      options: { Size: '60 cm', Frame: 'Oak' },
      price: 134.99,
      images: ['oak-1.jpg'],
      availability: 'discontinued',
    },
    { sku: 'EH-MIR-001-80-WAL', options: { Size: '80 cm', Frame: 'Walnut' } },
    {
      sku: 'EH-MIR-001-80-OAK',
      options: { Size: '80 cm', Frame: 'Oak' },
      images: ['oak-1.jpg'],
      availability: 'made_to_order',
      leadTimeDays: 60,
    },
    {
      sku: 'EH-MIR-001-100-WAL',
      options: { Size: '100 cm', Frame: 'Walnut' },
      price: 249,
      moq: 20,
    },
  ],
};

const plain: VariantSource = {
  id: 2,
  name: 'Floor lamp',
  sku: 'EH-LGT-002',
  price: 89,
  images: ['lamp.jpg'],
};

describe('resolving a variant', () => {
  it('takes what it does not set from the product', () => {
    const v = resolveVariant(mirror, mirror.variants![2]!);
    expect(v).toMatchObject({
      sku: 'EH-MIR-001-80-WAL',
      values: ['80 cm', 'Walnut'],
      label: 'Size: 80 cm, Frame: Walnut',
      price: 189.99,
      priceTiers: [{ minQuantity: 100, price: 179.5 }],
      moq: 50,
      leadTimeDays: 35,
      images: ['walnut-1.jpg', 'walnut-2.jpg'],
      availability: 'in_stock',
      orderable: true,
    });
  });

  it('keeps its own price without the product’s price breaks, and its own minimum and pictures', () => {
    const v = resolveVariant(mirror, mirror.variants![4]!);
    expect(v.price).toBe(249);
    expect(v.priceTiers).toEqual([]);
    expect(v.moq).toBe(20);
    const oak = resolveVariant(mirror, mirror.variants![3]!);
    expect(oak.images).toEqual(['oak-1.jpg']);
    expect(oak.leadTimeDays).toBe(60);
    expect(oak.orderable).toBe(true);
    expect(resolveVariant(mirror, mirror.variants![1]!).orderable).toBe(false);
  });

  it('offers the product on the page as the chosen variant sells it', () => {
    const oak = resolveVariant(mirror, mirror.variants![3]!);
    const offer = offerOf(mirror, oak);
    expect(offer).toMatchObject({
      id: 1,
      name: 'Aldana Round Mirror',
      sku: 'EH-MIR-001-80-OAK',
      price: 189.99,
      moq: 50,
      leadTimeDays: 60,
      // The page shows the variant's pictures beside the product's, and its availability apart.
      images: ['walnut-1.jpg', 'walnut-2.jpg'],
    });
    expect(offer).not.toHaveProperty('availability');
    expect(offer.variants).toBe(mirror.variants);
  });

  it('treats a product without options as one without variants', () => {
    expect(hasVariants(plain)).toBe(false);
    expect(hasVariants({ options: [size], variants: [] })).toBe(false);
    expect(initialVariant(plain)).toBeUndefined();
    expect(cardPriceText(plain)).toBe('$89.00');
  });
});

describe('the variant a page opens on', () => {
  it('is the one the address names, in any case', () => {
    expect(initialVariant(mirror, 'eh-mir-001-100-wal')?.sku).toBe('EH-MIR-001-100-WAL');
  });

  it('is the first in stock when the address names none or an unknown SKU', () => {
    expect(initialVariant(mirror)?.sku).toBe('EH-MIR-001-60-WAL');
    expect(initialVariant(mirror, 'NOPE')?.sku).toBe('EH-MIR-001-60-WAL');
  });
});

describe('the list card', () => {
  it('says From the lowest orderable price, with how many can be ordered', () => {
    // the discontinued 60 cm oak (134.99) is left out; 129.99 is the lowest of the other four
    expect(cardPrice(mirror)).toEqual({ from: true, price: 129.99, count: 4 });
    expect(cardPriceText(mirror)).toBe('From $129.99');
  });

  it('shows a plain price when every variant costs the same', () => {
    const same = { ...mirror, variants: mirror.variants!.map(({ price: _p, ...v }) => v) };
    expect(cardPriceText(same)).toBe('$189.99');
  });
});

describe('combinations and generating variants', () => {
  it('lists every combination, the first option slowest', () => {
    expect(combinations([size, frame]).map((c) => `${c.Size}/${c.Frame}`)).toEqual([
      '60 cm/Walnut',
      '60 cm/Oak',
      '80 cm/Walnut',
      '80 cm/Oak',
      '100 cm/Walnut',
      '100 cm/Oak',
    ]);
    expect(combinations([])).toEqual([]);
  });

  it('keeps existing variants and adds the new combinations with unique SKUs', () => {
    const next = generateVariants(mirror, [size, frame], new Set(['EH-MIR-001-100CM-OAK']));
    expect(next).toHaveLength(6);
    expect(next[0]).toEqual(mirror.variants![0]);
    const added = next[5]!;
    expect(added.options).toEqual({ Size: '100 cm', Frame: 'Oak' });
    // taken elsewhere in the catalogue, so it gets -2
    expect(added.sku).toBe('EH-MIR-001-100CM-OAK-2');
  });

  it('generates from scratch for a product without variants', () => {
    const next = generateVariants({ id: 7, sku: '', variants: [] }, [
      { name: 'Size', values: ['Twin', 'King'] },
    ]);
    expect(next.map((v) => v.sku)).toEqual(['ELH-7-TWIN', 'ELH-7-KING']);
  });

  it('suggests SKUs within the length limit and the SKU pattern', () => {
    const sku = suggestVariantSku({ id: 1, sku: 'A'.repeat(38) }, ['Queen'], new Set(), 40);
    expect(sku.length).toBeLessThanOrEqual(40);
    expect(sku).toMatch(/^[A-Za-z0-9](?:[A-Za-z0-9./_-]*[A-Za-z0-9])?$/);
  });

  it('says which variants removing an option value would remove', () => {
    const next = withoutOptionValue([size, frame], 'Frame', 'Oak');
    expect(next).toEqual([size, { name: 'Frame', values: ['Walnut'] }]);
    expect(variantsRemovedBy(mirror, next).map((v) => v.sku)).toEqual([
      'EH-MIR-001-60-OAK',
      'EH-MIR-001-80-OAK',
    ]);
    // the last value of an option takes the option out
    expect(withoutOptionValue([{ name: 'Size', values: ['One'] }], 'Size', 'One')).toEqual([]);
  });

  it('assigns pictures to every variant with an option value', () => {
    const variants = assignValueImages(mirror.variants!, 'Frame', 'Walnut', ['w.jpg']);
    expect(variants.filter((v) => v.images?.[0] === 'w.jpg')).toHaveLength(3);
    expect(optionDisplay({ variants }, frame)).toBe('swatch');
    expect(optionDisplay({ variants }, size)).toBe('button');
  });
});

describe('the option pickers', () => {
  it('offers every value and says why a combination cannot be chosen', () => {
    const [sizes, frames] = optionChoices(mirror, { Size: '100 cm', Frame: 'Walnut' });
    expect(sizes!.values.map((v) => [v.value, v.available, v.selected])).toEqual([
      ['60 cm', true, false],
      ['80 cm', true, false],
      ['100 cm', true, true],
    ]);
    expect(frames!.values[1]).toEqual({
      value: 'Oak',
      selected: false,
      available: false,
      reason: 'Not made in 100 cm, Oak',
    });
    const [, frames60] = optionChoices(mirror, { Size: '60 cm', Frame: 'Walnut' });
    expect(frames60!.values[1]).toMatchObject({
      available: false,
      reason: '60 cm, Oak is discontinued',
      sku: 'EH-MIR-001-60-OAK',
    });
  });

  it('moves to the closest orderable variant when a value cannot go with the others', () => {
    const current = resolveVariant(mirror, mirror.variants![4]!); // 100 cm walnut
    expect(chooseValue(mirror, current, 'Frame', 'Oak')?.sku).toBe('EH-MIR-001-80-OAK');
    expect(chooseValue(mirror, current, 'Size', '60 cm')?.sku).toBe('EH-MIR-001-60-WAL');
  });
});

describe('the bulk order grid', () => {
  it('is a size by frame matrix for two options, with gaps where none is made', () => {
    const grid = orderGridShape(mirror);
    expect(grid.kind).toBe('matrix');
    if (grid.kind !== 'matrix') return;
    expect(grid.rows.name).toBe('Size');
    expect(grid.columns.name).toBe('Frame');
    expect(grid.cells.map((row) => row.map((cell) => cell?.sku ?? null))).toEqual([
      ['EH-MIR-001-60-WAL', 'EH-MIR-001-60-OAK'],
      ['EH-MIR-001-80-WAL', 'EH-MIR-001-80-OAK'],
      ['EH-MIR-001-100-WAL', null],
    ]);
  });

  it('is a list for one option', () => {
    const bedding = {
      ...plain,
      options: [{ name: 'Size', values: ['Twin', 'Queen'] }],
      variants: [
        { sku: 'B-T', options: { Size: 'Twin' } },
        { sku: 'B-Q', options: { Size: 'Queen' } },
      ],
    };
    const grid = orderGridShape(bedding);
    expect(grid.kind === 'list' && grid.variants.map((v) => v.sku)).toEqual(['B-T', 'B-Q']);
  });
});

describe('bulk changes in the admin', () => {
  const selected = new Set(['EH-MIR-001-60-WAL', 'EH-MIR-001-80-WAL']);

  it('sets a price on the selected variants only', () => {
    const next = applyBulkChange(mirror, selected, { kind: 'setPrice', price: 150 });
    expect(next.map((v) => v.price)).toEqual([150, 134.99, 150, undefined, 249]);
  });

  it('raises prices and price breaks by a percentage, to the cent', () => {
    const next = applyBulkChange(mirror, selected, { kind: 'raisePrices', percent: 10 });
    expect(next[0]).toMatchObject({ price: 142.99, priceTiers: [] }); // 129.99 × 1.1 = 142.989
    expect(next[2]).toMatchObject({
      price: 208.99, // 189.99 × 1.1 = 208.989
      priceTiers: [{ minQuantity: 100, price: 197.45 }], // 179.50 × 1.1
    });
    expect(next[1]).toBe(mirror.variants![1]);
  });

  it('sets a minimum', () => {
    const next = applyBulkChange(mirror, selected, { kind: 'setMoq', moq: 10 });
    expect(next.map((v) => v.moq)).toEqual([10, undefined, 10, undefined, 20]);
  });
});

describe('the rules a product’s variants keep', () => {
  it('finds nothing wrong with the sample', () => {
    expect(variantIssues(mirror)).toEqual([]);
  });

  it('refuses undeclared values, missing options, unknown options and repeated combinations', () => {
    const issues = variantIssues({
      options: [size, frame],
      variants: [
        { sku: 'A', options: { Size: '60 cm', Frame: 'Pine' } },
        { sku: 'B', options: { Size: '60 cm' } },
        { sku: 'C', options: { Size: '60 cm', Frame: 'Oak', Colour: 'Red' } },
        { sku: 'D', options: { Size: '60 cm', Frame: 'Oak' } },
        { sku: 'd', options: { Size: '80 cm', Frame: 'Oak' } },
        { sku: ' ', options: { Size: '80 cm', Frame: 'Walnut' } },
      ],
    });
    expect(issues).toEqual([
      { path: ['variants', 0, 'options', 'Frame'], message: 'Pine is not a Frame of this product' },
      { path: ['variants', 1, 'options', 'Frame'], message: 'Choose a Frame for this variant' },
      {
        path: ['variants', 2, 'options', 'Colour'],
        message: 'Colour is not an option of this product',
      },
      {
        path: ['variants', 3, 'options'],
        message: 'Another variant is already Size: 60 cm, Frame: Oak',
      },
      { path: ['variants', 4, 'sku'], message: 'Another variant already has the SKU d' },
      { path: ['variants', 5, 'sku'], message: 'Each variant needs a SKU' },
    ]);
  });

  it('refuses more than three options, blank or repeated names and values', () => {
    const issues = variantIssues({
      options: [
        { name: 'Size', values: ['S', 's'] },
        { name: 'size', values: ['M'] },
        { name: '', values: [''] },
        { name: 'Fabric', values: [] },
      ],
      variants: [],
    });
    expect(issues.map((i) => i.message)).toEqual([
      'A product can have at most 3 options',
      'Size has the value s twice',
      'Two options are called size',
      'Each option needs a name, such as Size',
      'An option value cannot be blank',
      'Fabric needs at least one value',
      'A product with options needs at least one variant',
    ]);
  });

  it('finds SKUs shared across products and variants, whatever the case', () => {
    const clash = skuClashes([
      mirror,
      { ...plain, sku: 'eh-mir-001-80-wal' },
      { ...plain, id: 3, sku: 'EH-NEW-1' },
    ]);
    expect([...clash.keys()]).toEqual(['EH-MIR-001-80-WAL']);
    expect(clash.get('EH-MIR-001-80-WAL')).toEqual([
      { productId: 1, variantSku: 'EH-MIR-001-80-WAL' },
      { productId: 2 },
    ]);
  });
});

describe('finding by SKU and search', () => {
  it('finds a variant by its SKU and a product by its own', () => {
    const found = findBySku([plain, mirror], 'eh-mir-001-80-oak');
    expect(found?.product.id).toBe(1);
    expect(found?.variant?.label).toBe('Size: 80 cm, Frame: Oak');
    expect(findBySku([plain, mirror], 'EH-LGT-002')).toEqual({ product: plain });
    expect(findBySku([plain, mirror], 'nothing')).toBeUndefined();
  });

  it('gives search every option value and variant SKU', () => {
    const text = variantSearchText(mirror).toLowerCase();
    expect(text).toContain('oak');
    expect(text).toContain('eh-mir-001-100-wal');
    expect(variantSearchText(plain)).toBe('');
  });

  it('names a variant by its options', () => {
    expect(variantLabel([size, frame], { options: { Size: '60 cm', Frame: 'Oak' } })).toBe(
      'Size: 60 cm, Frame: Oak',
    );
  });
});
