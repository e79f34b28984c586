import assert from 'node:assert/strict';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

/*
 * The catalogue check (docs/languages.md): every module with a twin in another language
 * (`texts.ts` and `texts.sw.ts`) is imported with its twin, and the two must match name for name,
 * kind for kind, parameter count for parameter count; a placeholder (`:attribute`, `{code}`) of an
 * English text is in its translation, and a function's translation shows every number its English
 * shows for the same arguments.
 */

const ROOTS = ['src', 'widgets', 'host'];
const LANGUAGES = ['sw'];

function twinFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return twinFiles(path);
    return LANGUAGES.some((language) => new RegExp(`\\.${language}\\.tsx?$`).test(name)) ? [path] : [];
  });
}

const twins = ROOTS.flatMap(twinFiles).sort();
const load = (path: string) => import(pathToFileURL(path).href) as Promise<Record<string, unknown>>;
const english = (twin: string) => twin.replace(/\.[a-z]{2}(\.tsx?)$/, '$1');

const placeholders = (text: string) => [...text.matchAll(/:[a-z_]+|\{\w+\}/g)].map((m) => m[0]).sort();
const numbers = (text: string) => [...text.matchAll(/\d+/g)].map((m) => m[0]).sort();

/** Arguments a text function is sampled with: numbers, which read as themselves in any text. */
const SAMPLES = [37, 41, 43, 47, 53];

type Problem = string;

/** What differs between an English value and its translation, as readable problems. */
function compare(where: string, en: unknown, other: unknown): Problem[] {
  if (typeof en !== typeof other) return [`${where}: ${typeof en} in English, ${typeof other} in the twin`];
  if (typeof en === 'string') {
    const problems: Problem[] = [];
    if ((other as string).trim() === '' && en.trim() !== '') problems.push(`${where}: empty translation`);
    if (placeholders(en).join() !== placeholders(other as string).join()) {
      problems.push(
        `${where}: placeholders ${placeholders(en)} in English, ${placeholders(other as string)} in the twin`,
      );
    }
    return problems;
  }
  if (typeof en === 'function') {
    const fn = other as (...args: unknown[]) => unknown;
    if (en.length !== fn.length) return [`${where}: ${en.length} parameters in English, ${fn.length} in the twin`];
    const args = SAMPLES.slice(0, en.length);
    let shown: unknown;
    try {
      shown = en(...args);
    } catch {
      return []; // Takes more than numbers: its kind and parameters are checked above.
    }
    let translated: unknown;
    try {
      translated = fn(...args);
    } catch (error) {
      return [`${where}: the twin throws where the English does not (${String(error)})`];
    }
    if (typeof shown === 'string' && typeof translated === 'string') {
      const missing = numbers(shown).filter((n) => !numbers(translated as string).includes(n));
      if (missing.length) return [`${where}: shows ${missing} in English, not in the twin: "${translated}"`];
      return [];
    }
    return compare(`${where}()`, shown, translated);
  }
  if (Array.isArray(en)) {
    if (!Array.isArray(other) || other.length !== en.length) return [`${where}: a list of another length`];
    return en.flatMap((value, index) => compare(`${where}[${index}]`, value, other[index]));
  }
  if (en && typeof en === 'object') {
    const keys = Object.keys(en).sort();
    const otherKeys = Object.keys(other as object).sort();
    if (keys.join() !== otherKeys.join()) return [`${where}: keys ${keys} in English, ${otherKeys} in the twin`];
    return keys.flatMap((key) =>
      compare(`${where}.${key}`, (en as Record<string, unknown>)[key], (other as Record<string, unknown>)[key]),
    );
  }
  return en === other ? [] : [`${where}: ${String(en)} in English, ${String(other)} in the twin`];
}

/** Every problem between a module and its twin. */
function problemsOf(path: string, en: Record<string, unknown>, twin: Record<string, unknown>): Problem[] {
  const names = Object.keys(en).sort();
  const twinNames = Object.keys(twin).sort();
  const problems = [
    ...names.filter((name) => !(name in twin)).map((name) => `${path}: ${name} is missing from the twin`),
    ...twinNames.filter((name) => !(name in en)).map((name) => `${path}: ${name} is not in the English module`),
  ];
  for (const name of names.filter((n) => n in twin)) problems.push(...compare(`${path} ${name}`, en[name], twin[name]));
  return problems;
}

describe('catalogues: each twin matches its English module', () => {
  it('finds the twins', () => {
    assert.ok(twins.includes(join('src', 'language.sw.ts')), twins.join(', '));
  });

  for (const twin of twins) {
    it(twin, async () => {
      const [en, other] = await Promise.all([load(english(twin)), load(twin)]);
      assert.deepEqual(problemsOf(twin, en, other), []);
    });
  }

  it('fails on each kind of difference (a check of the check)', () => {
    const en = { A: 'Hello :attribute', B: (n: number) => `${n} students`, C: ['a', 'b'], D: { x: 'y' }, E: 'e' };
    const cases: Array<[string, Record<string, unknown>]> = [
      ['a missing name', { A: 'Habari :attribute', B: (n: number) => `wanafunzi ${n}`, C: ['a', 'b'], D: { x: 'y' } }],
      ['a lost placeholder', { ...en, A: 'Habari' }],
      ['a lost number', { ...en, B: (_n: number) => 'wanafunzi' }],
      ['another parameter count', { ...en, B: () => 'wanafunzi' }],
      ['another kind', { ...en, C: 'a, b' }],
      ['another list length', { ...en, C: ['a'] }],
      ['another key', { ...en, D: { z: 'y' } }],
      ['an extra name', { ...en, F: 'f' }],
    ];
    for (const [what, twin] of cases) {
      assert.notDeepEqual(problemsOf('probe', en, twin), [], what);
    }
    assert.deepEqual(
      problemsOf('probe', en, { ...en, A: 'Habari :attribute', B: (n: number) => `wanafunzi ${n}` }),
      [],
    );
  });
});
