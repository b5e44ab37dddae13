/**
 * An entity as its admin form holds it while the owner types, derived from the entity's
 * declaration (src/domain/schemas, docs/architecture.md#fields): text for numbers and lists,
 * booleans as they are, a row of texts per list row. A draft turns into the stored entity, and
 * back, field by field by each field's rule; its messages are the declaration's.
 */
import * as v from 'valibot';
import { joinList, splitCommaList, splitIdList } from '@/domain/lists';
import { fromCents, toCents } from '@/domain/money';
import { isFilled, type Declaration, type Field, type Words } from '@/domain/schemas';
import {
  fallbackOf,
  type Rule,
  type RuleOf,
  type Rules,
  type ValueOf,
} from '@/domain/schemas/rules';
import type { FieldErrors } from '@/domain/types';

/** How one field is typed in a form. */
export type DraftOf<R> =
  R extends RuleOf<unknown, 'flag'>
    ? boolean
    : R extends RuleOf<unknown, 'images'>
      ? string[]
      : R extends RuleOf<unknown, 'map'>
        ? Record<string, string>
        : R extends { kind: 'rows'; of: infer O extends Rules }
          ? RowDraft<O>[]
          : R extends { kind: 'object'; of: infer O extends Rules }
            ? RowDraft<O>
            : string;

/** The keys an object type names itself (an index signature it was intersected with left out). */
type KnownKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };

/** One list row, or an object's fields, as typed: a text per column (a nested list, map or object as its own draft). */
export type RowDraft<O extends Rules> = { -readonly [K in KnownKeys<O>]: DraftOf<O[K]> };

/** An entity as its form holds it: `id` only when editing a stored one. */
export type DraftOfEntity<R extends Rules> = { id?: ValueOf<R['id']> } & {
  -readonly [K in Exclude<keyof R, 'id'>]: DraftOf<R[K]>;
};

/** A field left out of the stored entity (an optional field typed blank). */
const OMIT = Symbol('omit');

/** A typed whole number: digits only; blank is `blank`; anything else NaN (the field's message). */
function parseWhole(text: string, blank: number | typeof OMIT): number | typeof OMIT {
  if (text.trim() === '') return blank;
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** A typed price, rounded to the cent; NaN when it is not a plain number. */
export function parsePrice(text: string): number {
  const trimmed = text.trim();
  const price = trimmed === '' ? Number.NaN : Number(trimmed);
  return Number.isFinite(price) ? fromCents(toCents(price)) : price;
}

/** What a blank optional field becomes: its default when it has one, else nothing. */
const blankOf = (rule: Rule): number | typeof OMIT =>
  rule.defaulted ? (fallbackOf(rule) as number) : rule.optional ? OMIT : Number.NaN;

/** A row the owner typed something into (blank rows are dropped on save, and blank objects). */
const isTyped = (row: Record<string, unknown>) =>
  Object.values(row).some((value) => typeof value === 'string' && isFilled(value));

/**
 * An optional list without a default is left out when empty: a variant without pictures or price
 * breaks of its own takes its product's, which an empty list would not.
 */
const emptyLeftOut = (rule: Rule) => rule.optional === true && !rule.defaulted;

/** Each field of an object or a row, as its form types it. */
const draftFields = (rules: Rules, stored: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(rules).map(([key, column]) => [key, draftValue(column, stored?.[key])]),
  );

/** A stored value as its form types it. */
function draftValue(rule: Rule, value: unknown): unknown {
  const stored = value ?? (rule.defaulted ? fallbackOf(rule) : undefined);
  switch (rule.kind) {
    case 'flag':
      return (stored as boolean | undefined) ?? false;
    case 'images':
      return [...((stored as string[] | undefined) ?? [])];
    case 'map':
      return { ...(stored as Record<string, string> | undefined) };
    case 'words':
    case 'ids':
      return joinList((stored as (string | number)[] | undefined) ?? []);
    case 'rows':
      return ((stored as Record<string, unknown>[] | undefined) ?? []).map((row) =>
        draftFields(rule.of!, row),
      );
    case 'object':
      return draftFields(rule.of!, stored as Record<string, unknown> | undefined);
    default:
      return stored === undefined ? '' : String(stored);
  }
}

/** A typed value as the entity stores it (before the checks: a wrong number stays NaN). */
function storedValue(rule: Rule, typed: unknown): unknown {
  switch (rule.kind) {
    case 'flag':
      return typed;
    case 'images': {
      const list = (typed as string[]).map((src) => src.trim()).filter(isFilled);
      return list.length === 0 && emptyLeftOut(rule) ? OMIT : list;
    }
    case 'map':
      return Object.fromEntries(
        Object.entries(typed as Record<string, string>).map(([name, value]) => [
          name.trim(),
          value.trim(),
        ]),
      );
    case 'words':
      return splitCommaList(typed as string);
    case 'ids':
      return splitIdList(typed as string);
    case 'whole':
      return parseWhole(typed as string, blankOf(rule));
    case 'price':
      return (typed as string).trim() === '' && rule.optional
        ? blankOf(rule)
        : parsePrice(typed as string);
    case 'number': {
      const text = (typed as string).trim();
      return text === '' ? blankOf(rule) : Number(text);
    }
    case 'rows': {
      const rows = (typed as Record<string, unknown>[])
        .filter(isTyped)
        .map((row) => entryOf(rule.of!, row));
      return rows.length === 0 && emptyLeftOut(rule) ? OMIT : rows;
    }
    case 'object': {
      // Left blank, an optional object is left out; partly typed, its blanks are what is wrong.
      const fields = typed as Record<string, string>;
      return !isTyped(fields) && rule.optional ? OMIT : entryOf(rule.of!, fields);
    }
    default: {
      const text = (typed as string).trim();
      return text === '' && rule.optional && !rule.defaulted ? OMIT : text;
    }
  }
}

/** The stored fields of typed values, by the rules: blank optional fields left out. */
function entryOf(rules: Rules, typed: Record<string, unknown>): Record<string, unknown> {
  const entry: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(rules)) {
    if (!(key in typed)) continue;
    const value = storedValue(rule, typed[key]);
    if (value !== OMIT) entry[key] = value;
  }
  return entry;
}

/** A new row's starting values (a variant, a price break): each field blank, or its default. */
export const emptyRow = <O extends Rules>(rules: O): RowDraft<O> =>
  draftFields(rules, undefined) as RowDraft<O>;

/** The form's starting values when adding: each field blank, or its default. */
export function emptyDraft<R extends Rules, T>(d: Declaration<R, T>): DraftOfEntity<R> {
  const draft: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(d.rules)) {
    if (key !== 'id') draft[key] = draftValue(rule, undefined);
  }
  return draft as DraftOfEntity<R>;
}

/** The form's starting values when editing a stored entity. */
export function draftOf<R extends Rules, T>(d: Declaration<R, T>, entity: T): DraftOfEntity<R> {
  const stored = entity as Record<string, unknown>;
  const draft: Record<string, unknown> = { id: stored.id };
  for (const [key, rule] of Object.entries(d.rules)) {
    if (key !== 'id') draft[key] = draftValue(rule, stored[key]);
  }
  return draft as DraftOfEntity<R>;
}

/** Turns a valid draft into the stored entity: trimmed text, parsed numbers and lists. */
export function entityOf<R extends Rules, T>(
  d: Declaration<R, T>,
  draft: DraftOfEntity<R>,
  id: ValueOf<R['id']>,
): T {
  const { id: _editing, ...typed } = draft as Record<string, unknown>;
  return { ...entryOf(d.rules, typed), id } as T;
}

/**
 * Where a message shows: at the field, or for an object's fields at the one it is about
 * ('carton.lengthCm').
 */
function errorKey(field: Field, issue: v.BaseIssue<unknown>): string {
  const inner = issue.path?.[1]?.key;
  return field.rule.kind === 'object' && typeof inner === 'string'
    ? `${field.key}.${inner}`
    : field.key;
}

/** A message for the field, naming the row it is about for a list of rows ('Row 2: ...'). */
function messageAt(field: Field, issue: v.BaseIssue<unknown>): string {
  const row = issue.path?.[1]?.key;
  return field.rule.kind === 'rows' && typeof row === 'number'
    ? `Row ${row + 1}: ${issue.message}`
    : issue.message;
}

/** True when the form counts the typed value as left blank. */
function isBlank(rule: Rule, value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  return rule.kind !== 'flag' && typeof value === 'string' && value.trim() === '';
}

/**
 * A draft's messages, field by field, the first for each: a field its words mark required and
 * left blank, what only the form asks (`form`), then the entity's own schema on the stored value
 * it would become. `schema` may add rules across fields (the product's price breaks). An object's
 * messages are keyed by its fields ('carton.lengthCm'), one each.
 */
export function draftErrors<R extends Rules, T>(
  d: Declaration<R, T>,
  draft: DraftOfEntity<R>,
  schema: v.GenericSchema = d.schema,
): FieldErrors<Extract<keyof R, string>> {
  const fields = d.fields as unknown as Record<string, Field>;
  const value = entityOf(d, draft, 0 as ValueOf<R['id']>) as Record<string, unknown>;
  const errors: Record<string, string> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (key === 'id' || !(key in (draft as object))) continue;
    const words: Words = field;
    if (words.required && isBlank(field.rule, value[key] ?? '')) errors[key] = words.required;
    else if (words.form && value[key] !== undefined && !words.form(value[key]))
      errors[key] = words.message!;
  }
  for (const issue of v.safeParse(schema, value).issues ?? []) {
    const key = issue.path?.[0]?.key;
    if (typeof key !== 'string' || key === 'id' || !fields[key]) continue;
    const at = errorKey(fields[key], issue);
    if (errors[at] === undefined) errors[at] = messageAt(fields[key], issue);
  }
  return errors as FieldErrors<Extract<keyof R, string>>;
}
