/**
 * The rule half of a field's declaration (docs/architecture.md#fields): what a field may hold (its
 * kind, bounds and default), with no words and no valibot, because the storefront repairs every
 * stored entity by these rules (../normalize.ts) and this module ships to every visitor. The words
 * half (label, messages, CSV column, input kind) and the valibot schema built from both are in
 * ./declare.ts and each entity's module beside it.
 */

import { PRICE_MAX } from './readLimits';

/** An entry as stored: any object. */
export type Entry = Record<string, unknown>;

/** What one field may hold. `T` is the value's type (for the compiler only). */
export interface Rule<T = unknown> {
  readonly kind:
    | 'text'
    | 'whole'
    | 'price'
    | 'number'
    | 'flag'
    | 'choice'
    | 'words'
    | 'ids'
    | 'images'
    | 'rows'
    | 'object'
    | 'record';
  /** Missing from older data is fine: the field is left out (what a wrong value becomes: `fallback`). */
  readonly optional?: true;
  /** Optional, and read as `fallback` when missing (the schema fills it in). */
  readonly defaulted?: true;
  /** What a missing or unusable value becomes; none (and not optional) drops the whole entry. */
  readonly fallback?: T | ((entry: Entry) => T);
  /** Text: its upper bound; lists: how many entries. */
  readonly max?: number;
  /** Numbers: the lower bound. */
  readonly min?: number;
  /** Text: blank counts as missing. */
  readonly filled?: true;
  /**
   * Text: what the storefront's read does with a stored value over `max`: cut it back (names
   * read in one line) or refuse it (a SKU cut short names another product). By default it is
   * kept; the forms and the import refuse it.
   */
  readonly over?: 'clip' | 'refuse';
  /** Text: a stored number is read as its text (ids written as numbers). */
  readonly fromNumber?: true;
  /** Text: an address (`site`: a site path or http(s); `social`: blank or http(s); `image`: an image source). */
  readonly link?: 'site' | 'social' | 'image';
  /** Numbers: a value out of bounds is brought within them instead of refused. */
  readonly clamp?: true;
  /** Choice: the values allowed. */
  readonly values?: readonly string[];
  /** Words: the longest one entry may be. */
  readonly itemMax?: number;
  /** Rows, objects and records: the fields of each. */
  readonly of?: Rules;
  /** Rows: no two rows share this field. */
  readonly unique?: string;
  /** Rows: whether a readable row is kept, given the rows kept before it and the entry. */
  readonly keep?: (row: Entry, kept: readonly Entry[], entry: Entry) => boolean;
  /** Rows: an empty list is left out. */
  readonly omitEmpty?: true;
  /** Never set: carries the value type. */
  readonly value?: T;
}

/** An entity's fields by name. */
export type Rules = { readonly [field: string]: Rule };

/** The value a rule describes. */
export type ValueOf<R> = R extends Rule<infer T> ? T : never;

type KeysWhere<R extends Rules, Mark> = {
  [K in keyof R]: R[K] extends Mark ? K : never;
}[keyof R];

type Flat<T> = { [K in keyof T]: T[K] } & {};

type WithOptional<R extends Rules, O extends keyof R> = Flat<
  { -readonly [K in Exclude<keyof R, O>]: ValueOf<R[K]> } & {
    -readonly [K in O]?: ValueOf<R[K]>;
  }
>;

/** An entity as its schema reads it: optional fields with a default are filled in. */
export type EntityOf<R extends Rules> = WithOptional<
  R,
  Exclude<KeysWhere<R, { optional: true }>, KeysWhere<R, { defaulted: true }>>
>;

/** An entity as data written before its optional fields holds it: any of them may be missing. */
export type StoredOf<R extends Rules> = WithOptional<R, KeysWhere<R, { optional: true }>>;

type Options<T> = Omit<Rule<T>, 'kind' | 'optional' | 'value' | 'of'>;

/** A rule of one kind, the kind kept in its type (the admin's drafts are typed by it). */
export type RuleOf<T, K extends Rule['kind']> = Rule<T> & { readonly kind: K };

const rule = <T, K extends Rule['kind']>(kind: K, options: Options<T> = {}) =>
  ({ kind, ...options }) as RuleOf<T, K>;

/** Text of at most `max` characters. */
export const text = (max: number, options: Options<string> = {}) =>
  rule<string, 'text'>('text', { max, ...options });

/** A whole number, from `min` to `max` when given. */
export const whole = (min?: number, max?: number, options: Options<number> = {}) =>
  rule<number, 'whole'>('whole', { min, max, ...options });

/** A price in dollars, from 0 to the catalogue's dearest. */
export const price = () => rule<number, 'price'>('price', { min: 0, max: PRICE_MAX });

/** A number from `min` to `max`. */
export const number = (min: number, max: number, options: Options<number> = {}) =>
  rule<number, 'number'>('number', { min, max, ...options });

/** True or false; anything else reads as false. */
export const flag = () => rule<boolean, 'flag'>('flag', { fallback: false });

/** One of `values`. */
export const choice = <V extends string>(values: readonly V[]) =>
  rule<V, 'choice'>('choice', { values });

/** A list of words (keywords, tags), each filled and at most `itemMax` long. */
export const words = (max: number, itemMax: number) =>
  rule<string[], 'words'>('words', { max, itemMax });

/** A list of product ids. */
export const ids = (max: number) => rule<number[], 'ids'>('ids', { max });

/** A list of image sources. */
export const images = (max: number) => rule<string[], 'images'>('images', { max });

/** A list of rows, each with the fields `of`. */
export const rows = <R extends Rules>(of: R, options: Options<EntityOf<R>[]> = {}) =>
  ({ ...rule<EntityOf<R>[], 'rows'>('rows', options), of }) as RuleOf<EntityOf<R>[], 'rows'> & {
    of: R;
  };

/** An object with the fields `of`. */
export const object = <R extends Rules>(of: R) =>
  ({ ...rule<EntityOf<R>, 'object'>('object'), of }) as RuleOf<EntityOf<R>, 'object'> & { of: R };

/** An object whose stored fields lie over defaults the caller gives (site settings, social links). */
export const record = <R extends Rules>(of: R) =>
  ({ ...rule<EntityOf<R>, 'record'>('record'), of }) as RuleOf<EntityOf<R>, 'record'> & { of: R };

/** The same rule, missing from older data without harm; a wrong stored value is left out. */
export const optional = <B extends Rule>(base: B) =>
  ({ ...base, optional: true }) as B & { optional: true };

/** The same rule, missing from older data without harm and read as `fallback` then (a list: a function giving a fresh one). */
export const defaulted = <B extends Rule>(base: B, fallback: ValueOf<B> | (() => ValueOf<B>)) =>
  ({ ...base, optional: true, defaulted: true, fallback }) as B & {
    optional: true;
    defaulted: true;
  };

/** What a missing or unusable value becomes, by the rule (given the entry's fields read so far). */
export function fallbackOf<T>(of: Rule<T>, entry: Entry = {}): T | undefined {
  const { fallback } = of;
  return typeof fallback === 'function' ? (fallback as (entry: Entry) => T)(entry) : fallback;
}
