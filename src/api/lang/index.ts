import { MESSAGES, type Attribute, type Message } from './en';
import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';
import { sw } from './sw';

export { ATTRIBUTES, MESSAGES, type Attribute, type Message } from './en';
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from './locales';

/** One language's texts: each English template written again, and the field names. */
export interface LangTable {
  messages: Record<Message, string>;
  attributes: Record<Attribute, string>;
}

/** Every language but English, whose texts are the templates themselves (docs/languages.md). */
export const TABLES: Record<Exclude<Locale, 'en'>, LangTable> = { sw };

/** Placeholders that stand for field names, translated as such. */
const ATTRIBUTE_PLACEHOLDERS = new Set(['attribute', 'other']);
/** Placeholders that stand for a text of their own (a message, a plan's length, a colour), translated on their own. */
const TEXT_PLACEHOLDERS = new Set(['message', 'duration', 'what', 'against']);
/** Placeholders that stand for whole numbers. */
const NUMBER_PLACEHOLDERS = new Set([
  'count',
  'max',
  'min',
  'minutes',
  'seconds',
  'status',
  'kilobytes',
  'students',
  'over',
]);
const PLACEHOLDER = /:([a-z_]+)/g;

/** Longer texts are never a template's (field names are short): they stay as they are, in linear time. */
const LONGEST = 600;

/** A template's placeholders, in order. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

interface Pattern {
  template: Message;
  names: string[];
  regex: RegExp;
  prefix: string;
  suffix: string;
}

let patterns: Pattern[] | null = null;
let exact: Map<string, Message> | null = null;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The templates with placeholders as anchored patterns, those with the most fixed text first. */
function compile(): Pattern[] {
  if (patterns) return patterns;
  exact = new Map();
  const list: Pattern[] = [];
  for (const template of MESSAGES) {
    const names = placeholders(template);
    if (names.length === 0) {
      exact.set(template, template);
      continue;
    }
    const parts = template.split(PLACEHOLDER);
    // split with a capture group: literal, name, literal, name, ..., literal.
    let source = '';
    for (let i = 0; i < parts.length; i += 1) {
      source += i % 2 === 0 ? literal(parts[i]!) : NUMBER_PLACEHOLDERS.has(parts[i]!) ? '(\\d+)' : '(.+?)';
    }
    list.push({ template, names, regex: new RegExp(`^${source}$`, 's'), prefix: parts[0]!, suffix: parts.at(-1)! });
  }
  const fixed = (pattern: Pattern) => pattern.template.replace(PLACEHOLDER, '').length;
  patterns = list.sort((a, b) => fixed(b) - fixed(a));
  return patterns;
}

/** The English template a text was made from, with the values its placeholders took; null when none. */
export function recognise(text: string): { template: Message; values: Record<string, string> } | null {
  const list = compile();
  const plain = exact!.get(text);
  if (plain) return { template: plain, values: {} };
  if (text.length > LONGEST) return null;
  for (const pattern of list) {
    if (!text.startsWith(pattern.prefix) || !text.endsWith(pattern.suffix)) continue;
    const match = pattern.regex.exec(text);
    if (!match) continue;
    const values: Record<string, string> = {};
    pattern.names.forEach((name, index) => {
      values[name] = match[index + 1]!;
    });
    return { template: pattern.template, values };
  }
  return null;
}

/**
 * A text the server produced in English, in `locale`: recognised by its template, whose
 * translation is filled with the same values (field names and inner messages translated too).
 * A text no template knows, or a language without a table, stays as it is.
 */
export function translate(text: string, locale: Locale | string): string {
  if (!isLocale(locale) || locale === 'en') return text;
  const table = TABLES[locale];
  const found = recognise(text);
  if (!found) return text;
  const target = table.messages[found.template];
  const filled = target.replace(PLACEHOLDER, (whole, name: string) => {
    const value = found.values[name];
    if (value === undefined) return whole;
    if (TEXT_PLACEHOLDERS.has(name)) return translate(value, locale);
    if (ATTRIBUTE_PLACEHOLDERS.has(name)) return attribute(value, table);
    return value;
  });
  // A sentence that opens with a field name starts with a capital.
  return target.startsWith(':') ? filled.charAt(0).toUpperCase() + filled.slice(1) : filled;
}

function attribute(name: string, table: LangTable): string {
  return Object.hasOwn(table.attributes, name) ? table.attributes[name as Attribute] : name;
}

/** Field errors as Laravel answers them, each text in `locale`; the keys stay the client's. */
export function translateErrors(errors: Record<string, string[]>, locale: Locale | string): Record<string, string[]> {
  const translated: Record<string, string[]> = Object.create(null);
  for (const [key, texts] of Object.entries(errors)) translated[key] = texts.map((text) => translate(text, locale));
  return translated;
}

/**
 * The fields of the contract's answers that hold a text the server wrote, in English where it was
 * written: a provider's decline on an order or a plan, why a refused order can no longer be paid, a receipt's lines, what a plan for fewer
 * students than the account has means, why a message could not be delivered.
 */
const ANSWER_TEXTS = new Set(['failure_message', 'label', 'fewer_students', 'error', 'stale']);

/**
 * An answer (an HTTP answer or a live event) with its texts (`ANSWER_TEXTS`) in `locale`, at
 * every depth; an English answer is left as it is.
 */
export function translateAnswer(value: unknown, locale: Locale | string): unknown {
  if (locale === 'en' || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => translateAnswer(item, locale));
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  const copy: Record<string, unknown> = Object.create(null);
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      ANSWER_TEXTS.has(key) && typeof item === 'string' ? translate(item, locale) : translateAnswer(item, locale);
  }
  return copy;
}

/** At most this much of an Accept-Language header is read; a longer one is someone's experiment. */
const HEADER_LIMIT = 1024;

/**
 * The language of an Accept-Language header (RFC 9110): the highest-weighted range Soma speaks,
 * `sw`, `sw-KE`, `sw-TZ` as Kiswahili, anything else (or nothing readable) as English.
 */
export function localeFromHeader(header: string | readonly string[] | null | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (typeof value !== 'string' || value === '') return DEFAULT_LOCALE;
  let best: Locale = DEFAULT_LOCALE;
  let bestWeight = 0;
  // Cut at a comma, so that a range cut short ("sw;q=0" read as "sw") is never read.
  const read = value.length > HEADER_LIMIT ? value.slice(0, Math.max(0, value.lastIndexOf(',', HEADER_LIMIT))) : value;
  for (const entry of read.split(',')) {
    const [range = '', ...params] = entry.split(';').map((part) => part.trim());
    const language = range.toLowerCase().split('-')[0]!;
    if (!isLocale(language)) continue;
    let weight = 1;
    for (const param of params) {
      const [key, raw] = param.split('=').map((part) => part.trim());
      if (key?.toLowerCase() !== 'q') continue;
      weight = raw !== undefined && /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(raw) ? Number(raw) : 0;
    }
    if (weight > bestWeight) {
      best = language;
      bestWeight = weight;
    }
  }
  return best;
}
