/**
 * The words half of a field's declaration, and what follows from both halves
 * (docs/architecture.md#fields). An entity is declared as its rules (./entities.ts: what each
 * field may hold) and, here, each field's words: its label, its messages, its CSV column, its
 * form input. From the two come the valibot schema the import, the build and the admin's forms
 * check with, the reasons a refused file gives, the admin's drafts (src/admin/domain/drafts.ts),
 * the CSV columns and the field table in docs/fields.md. The compiler refuses a field whose
 * words are missing.
 */
import * as v from 'valibot';
import { isSafeLink } from '../links';
import { filledText, ImageTextSchema, isFilled, isSocialUrl, listUpTo } from './fields';
import { FIELD_MESSAGES } from './messages';
import type { EntityOf, Rule, Rules, ValueOf } from './rules';

/** How the admin's forms edit a field. */
export type InputKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'tel'
  | 'url'
  | 'number'
  | 'price'
  | 'list'
  | 'checkbox'
  | 'select'
  | 'images'
  | 'rows'
  | 'none';

/**
 * A field's place in the product CSV (docs/requirements.md#product-csv): `key` finds the row's
 * product, `shown` names it and is never read, `edited` is written back by an import.
 */
export type CsvRole = 'key' | 'shown' | 'edited';

/** The words of one field. */
export interface Words<T = unknown> {
  /** The form's label, and the field's name in messages ('Product name must be 120 ...'). */
  label: string;
  /** Its name where its unit goes without saying (the CSV preview's 'Price'). */
  short?: string;
  /** The message for a value that breaks the field's rule (and one of the wrong type). */
  message?: string;
  /**
   * The message when the field is left blank where it must be filled: in stored data (a `filled`
   * rule; else '{label} cannot be blank') or in the form, which asks for every field that has one
   * (a list: at least one entry).
   */
  required?: string;
  /** What only the form asks of a value the stored data may hold (a price above 0), with `message`. */
  form?(value: T): boolean;
  /** A text over its bound; else '{label} must be {max} characters or fewer'. */
  tooLong?: string;
  /** The import's reason for a value of the wrong type, when it is not `message`. */
  reason?: string;
  /** Lists: the entries, in 'Use at most {max} {what}'. */
  what?: string;
  /** Words lists: one entry, in its own messages ('A keyword or tag must be 60 ...'). */
  item?: string;
  /** A further rule the value must pass, with `message`. */
  valid?(value: T): boolean;
  /** How the admin's forms edit it; by default from the rule's kind. */
  input?: InputKind;
  /** The form's hint under the input. */
  hint?: string;
  /** The part of its form it is edited in ('trade': the product form's Trade fieldset). */
  group?: string;
  /** Its column in the product CSV, when it has one. */
  csv?: CsvRole;
  /** Rows, objects and records: the words of their fields. */
  of?: Record<string, Words>;
}

/** A top-level field's words: also what the docs' field table says of it. */
export interface FieldWords<T = unknown> extends Words<T> {
  /** One line for the field table: what the field holds. */
  about: string;
  /** A value as an owner would write it: the table shows it, and the field tests carry it. */
  example: T;
}

type InnerRules<R> = R extends { of: infer O extends Rules } ? O : never;

/** The words every field of `R` needs, nested fields included. */
export type WordsOf<R extends Rules, W = FieldWords> = {
  [K in keyof R]: (W extends FieldWords ? FieldWords<ValueOf<R[K]>> : Words<ValueOf<R[K]>>) &
    ([InnerRules<R[K]>] extends [never]
      ? unknown
      : { of: { [F in keyof InnerRules<R[K]>]: Words } });
};

/** One declared field: its name, its rule, its words and the schema built from them. */
export type Field<T = unknown, R extends Rule = Rule<T>> = FieldWords<T> & {
  key: string;
  rule: R;
  /** How the forms edit it. */
  input: InputKind;
  schema: v.GenericSchema<T, T>;
};

/** An entity's declaration: its fields by name, in order, and its valibot object schema. */
export interface Declaration<R extends Rules, T> {
  rules: R;
  fields: { [K in keyof R & string]: Field<ValueOf<R[K]>, R[K]> & WordsOf<R>[K] };
  schema: v.GenericSchema<unknown, T>;
}

/** How each kind of rule is edited when the words do not say. */
const INPUTS: Record<Rule['kind'], InputKind> = {
  text: 'text',
  whole: 'number',
  price: 'price',
  number: 'number',
  flag: 'checkbox',
  choice: 'select',
  words: 'list',
  ids: 'list',
  images: 'images',
  rows: 'rows',
  object: 'none',
  record: 'none',
  map: 'none',
};

/** A whole number from `min` to `max`, with the field's message. */
const wholeFromTo = (min: number, max: number, message?: string) =>
  v.pipe(
    v.number(message),
    v.check((n) => Number.isSafeInteger(n) && n >= min && n <= max, message),
  );

/** Each nested field's schema, by name. */
const entriesOf = (rules: Rules, words: Record<string, Words>) =>
  Object.fromEntries(
    Object.entries(rules).map(([key, rule]) => [key, schemaOf(rule, words[key]!)]),
  );

/** The valibot schema of one field, from its rule and its words. */
export function schemaOf(rule: Rule, w: Words): v.GenericSchema {
  const checks: v.GenericValidation[] = [];
  let schema: v.GenericSchema;
  switch (rule.kind) {
    case 'text':
      schema =
        rule.link === 'image'
          ? ImageTextSchema
          : v.pipe(
              v.string(w.reason ?? w.message),
              v.maxLength(rule.max!, w.tooLong ?? FIELD_MESSAGES.tooLong(w.label, rule.max!)),
            );
      if (rule.link === 'site') checks.push(v.check(isSafeLink, w.message));
      if (rule.link === 'social') checks.push(v.check(isSocialUrl, w.message));
      if (rule.filled) checks.push(v.check(isFilled, w.required ?? `${w.label} cannot be blank`));
      break;
    case 'whole':
      schema =
        rule.min === undefined && rule.max === undefined && !w.message
          ? v.pipe(
              v.number(),
              v.check((n: number) => Number.isSafeInteger(n), 'Use a whole number'),
            )
          : wholeFromTo(rule.min ?? -Infinity, rule.max ?? Infinity, w.message);
      break;
    case 'price':
    case 'number': {
      const [min, max] = [rule.min!, rule.max!];
      schema = v.pipe(
        v.number(w.message),
        v.check((n) => Number.isFinite(n) && n >= min && n <= max, w.message),
      );
      break;
    }
    case 'flag':
      schema = v.boolean();
      break;
    case 'choice':
      schema = v.picklist(rule.values as string[], w.message);
      break;
    case 'words':
      schema = listUpTo(filledText(rule.itemMax!, w.item!), rule.max!, w.what!);
      break;
    case 'ids':
      schema = listUpTo(
        v.pipe(
          v.number(),
          v.check((n: number) => Number.isSafeInteger(n), 'Use a whole number'),
        ),
        rule.max!,
        w.what!,
      );
      break;
    case 'images':
      schema = listUpTo(
        v.pipe(ImageTextSchema, v.check(isFilled, 'An image address cannot be blank')),
        rule.max!,
        w.what!,
      );
      break;
    case 'rows':
      schema = listUpTo(v.object(entriesOf(rule.of!, w.of!)), rule.max!, w.what!);
      if (rule.unique) {
        const key = rule.unique;
        checks.push(
          v.check(
            (list: Record<string, unknown>[]) =>
              new Set(list.map((row) => row[key])).size === list.length,
            w.message,
          ),
        );
      }
      break;
    case 'object':
    case 'record':
      schema = v.object(entriesOf(rule.of!, w.of!));
      break;
    case 'map': {
      const entry = v.pipe(
        v.string(w.message),
        v.check(isFilled, w.message),
        v.maxLength(rule.itemMax!, w.message),
      );
      schema = v.pipe(
        v.record(entry, entry, w.reason ?? w.message),
        v.check((record) => Object.keys(record).length <= rule.max!, w.message),
      );
      break;
    }
  }
  if (w.valid) checks.push(v.check(w.valid as (value: unknown) => boolean, w.message));
  if (checks.length > 0) schema = v.pipe(schema, ...checks);
  if (!rule.optional) return schema;
  return rule.defaulted
    ? v.optional(schema, rule.fallback as v.Default<v.GenericSchema, undefined>)
    : v.optional(schema);
}

/** An entity declared: each field's rule and words together, and the object schema of them all. */
export function declare<R extends Rules, T = EntityOf<R>>(
  rules: R,
  words: WordsOf<R>,
): Declaration<R, T> {
  const all = words as unknown as Record<string, FieldWords>;
  const fields = Object.fromEntries(
    Object.entries(rules).map(([key, rule]) => {
      const w = all[key]!;
      return [
        key,
        { ...w, key, rule, input: w.input ?? INPUTS[rule.kind], schema: schemaOf(rule, w) },
      ];
    }),
  ) as Declaration<R, T>['fields'];
  const schema = v.object(
    Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])),
  ) as unknown as v.GenericSchema<unknown, T>;
  return { rules, fields, schema };
}

/** An entity's fields in their declared order. */
export const fieldsOf = <R extends Rules, T>(declaration: Declaration<R, T>): Field[] =>
  Object.values(declaration.fields) as Field[];

/**
 * The import's reasons for values of the wrong type (src/domain/catalogueDocument.ts), by field
 * and nested field ('priceTiers.minQuantity'): each field's reason, else its message, else the
 * one its kind implies ('Use a list of words').
 */
export function reasonsOf(
  rules: Rules,
  words: Record<string, Words>,
  prefix = '',
): Record<string, string> {
  const reasons: Record<string, string> = {};
  for (const [key, rule] of Object.entries(rules)) {
    const w = words[key]!;
    const reason =
      w.reason ?? (rule.filled ? w.required : undefined) ?? w.message ?? KIND_REASONS[rule.kind];
    if (reason) reasons[prefix + key] = reason;
    if (rule.of && rule.kind !== 'record')
      Object.assign(reasons, reasonsOf(rule.of, w.of!, `${prefix}${key}.`));
  }
  return reasons;
}

/** The import's words for a value of the wrong kind, when the field has none of its own. */
const KIND_REASONS: Partial<Record<Rule['kind'], string>> = {
  whole: 'Use a whole number',
  words: 'Use a list of words',
  ids: 'Use a list of product ids (whole numbers)',
  images: 'Use a list of image addresses',
  map: 'Use an object of names and values',
};

/**
 * Every message an entity's form can show, nested fields included (the tests check their
 * wording against docs/requirements.md): the import's own reasons are left out.
 */
export function messagesOf(words: Record<string, Words>): string[] {
  return Object.values(words).flatMap((w) => [
    ...[w.message, w.required, w.tooLong].filter((m): m is string => m !== undefined),
    ...(w.of ? messagesOf(w.of) : []),
  ]);
}
