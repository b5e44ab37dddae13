/**
 * docs/fields.md, written from the declarations: one table per entity, a row per field with its
 * label, what it holds, its bounds, its CSV column and an example. `npm run docs:fields` writes
 * the page; a unit test fails while the page differs from what the declarations say.
 */
import { CART_LINE_FIELDS } from './cart';
import { CATEGORY_FIELDS } from './category';
import type { Field, Words } from './declare';
import { GALLERY_IMAGE_FIELDS } from './gallery';
import { INSPIRATION_FIELDS } from './inspiration';
import { PRODUCT_FIELDS } from './product';
import { fallbackOf, type Rule, type Rules } from './rules';
import { SITE_SETTINGS_FIELDS, SOCIAL_LINKS_FIELDS } from './siteSettings';
import { SLIDER_ITEM_FIELDS } from './sliderItem';

/** The entities in the order the page lists them, each with its title. */
const ENTITIES: [title: string, fields: Record<string, Field>][] = [
  ['Product', PRODUCT_FIELDS.fields],
  ['Category', CATEGORY_FIELDS.fields],
  ['Slider item', SLIDER_ITEM_FIELDS.fields],
  ['Design inspiration', INSPIRATION_FIELDS.fields],
  ['Site settings', SITE_SETTINGS_FIELDS.fields],
  ['Social links', SOCIAL_LINKS_FIELDS.fields],
  ['Gallery image', GALLERY_IMAGE_FIELDS.fields],
  ['Cart line', CART_LINE_FIELDS.fields],
].map(([title, fields]) => [title as string, fields as unknown as Record<string, Field>]);

/** A table cell: pipes escaped, kept to one line. */
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The nested fields of rows or an object: 'minQuantity, price'. */
const columnsOf = (of: Rules) =>
  Object.keys(of)
    .map((key) => `\`${key}\``)
    .join(', ');

/** What a rule allows, in words. */
function boundsOf(rule: Rule): string {
  switch (rule.kind) {
    case 'text':
      if (rule.link === 'image') return 'an image address (up to 2048 characters) or image data';
      return `text, up to ${rule.max} characters${rule.link ? `, a ${rule.link === 'site' ? 'site path or http(s) address' : 'blank or http(s) address'}` : ''}`;
    case 'whole':
      if (rule.min === undefined) return 'whole number';
      return `whole number, ${rule.min} to ${rule.max ?? 'any'}`;
    case 'price':
      return `dollars, ${rule.min} to ${rule.max}`;
    case 'number':
      return `number, ${rule.min} to ${rule.max}`;
    case 'flag':
      return 'true or false';
    case 'choice':
      return `one of ${rule.values!.map((value) => `\`${value}\``).join(', ')}`;
    case 'words':
      return `up to ${rule.max}, each up to ${rule.itemMax} characters`;
    case 'ids':
    case 'images':
      return `up to ${rule.max}`;
    case 'rows':
      return `up to ${rule.max} of ${columnsOf(rule.of!)}`;
    case 'map':
      return `up to ${rule.max} names with their values, each up to ${rule.itemMax} characters`;
    default:
      return `an object of ${columnsOf(rule.of!)}`;
  }
}

/** Whether a catalogue file must have the field, and whether the form asks for it. */
function presence(rule: Rule, words: Words): string {
  const fallback = JSON.stringify(fallbackOf(rule));
  const stored = rule.optional
    ? rule.defaulted
      ? `optional (default ${fallback.length > 40 ? 'as its line says' : fallback})`
      : 'optional'
    : 'required';
  return words.required && !rule.filled ? `${stored}; the form asks for it` : stored;
}

/** The example as the file holds it. */
const example = (value: unknown) => `\`${cell(JSON.stringify(value))}\``;

/** An object's own fields, each a row under it (`carton.lengthCm`), with its CSV column. */
function innerRows(field: Field): string[] {
  if (field.rule.kind !== 'object') return [];
  const value = field.example as Record<string, unknown>;
  return Object.entries(field.rule.of!).map(([key, rule]) => {
    const words = field.of![key]!;
    return [
      `\`${field.key}.${key}\``,
      cell(words.label),
      cell(`part of \`${field.key}\``),
      cell(`${boundsOf(rule)}; ${rule.optional ? 'optional' : 'required in it'}`),
      field.csv ?? '',
      value[key] === undefined ? '' : example(value[key]),
    ].join(' | ');
  });
}

function table(fields: Record<string, Field>): string {
  const rows = Object.values(fields).flatMap((field) => [
    [
      `\`${field.key}\``,
      cell(field.label),
      cell(field.about),
      cell(`${boundsOf(field.rule)}; ${presence(field.rule, field)}`),
      field.csv ?? '',
      example(field.example),
    ].join(' | '),
    ...innerRows(field),
  ]);
  return [
    '| Field | Label | Holds | Bounds | CSV | Example |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row} |`),
  ].join('\n');
}

/** The whole page, as Prettier would lay it out (the repository's format check reads docs too). */
export async function fieldTable(): Promise<string> {
  const { format } = await import('prettier');
  const page = [
    '# Fields',
    '',
    '<!-- Written by `npm run docs:fields` from the declarations in src/domain/schemas; do not edit by hand. -->',
    '',
    'Every field of every entity, as its declaration states it (see',
    '[architecture](architecture.md#fields)): the rules in `src/domain/schemas/entities.ts` and the',
    'words beside them in each entity’s module. The stored-data repair, the import’s checks, the',
    'admin’s forms and the product CSV follow from the same declaration. **CSV**: `key` finds a',
    'row’s product, `shown` names it and is never read, `edited` is written back by an import.',
    'An object’s fields follow it as rows of their own (`carton.lengthCm`), each its own CSV column.',
    ...ENTITIES.flatMap(([title, fields]) => ['', `## ${title}`, '', table(fields)]),
    '',
  ].join('\n');
  return format(page, { parser: 'markdown', printWidth: 100, proseWrap: 'preserve' });
}
