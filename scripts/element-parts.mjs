// What each element renders that a page may style: the `part` names in the element's source
// (its folder under widgets/ and what it imports from src/, on demand too) and the `--soma-*`
// custom properties of the theme contract. Read from the source at each build, so that
// custom-elements.json cannot drift from what the elements render.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const IMPORTS = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveFile(from, specifier) {
  const base = join(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

/** The files an element's `element.ts` reaches through relative imports, within src/ and its own folder. */
export function elementSources(root, folder) {
  const own = join(root, 'widgets', folder);
  const core = join(root, 'src');
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
      const next = resolveFile(file, specifier);
      if (next && (next.startsWith(`${own}/`) || next.startsWith(`${core}/`))) visit(next);
    }
  };
  visit(join(own, 'element.ts'));
  return [...seen].map((file) => relative(root, file)).sort();
}

const words = (text) => text.split(/\s+/).filter((word) => /^[a-z][a-z0-9-]*$/.test(word));

/**
 * The `part` names one file renders: `part="a b"`, `part={'a'}`, `part={x ? 'a' : 'b'}`,
 * `part={`${part} gate`}` (its fixed words), `part: 'a'` in props objects and
 * `setAttribute('part', 'a')`. `part={part}` forwards a caller's names, found at the caller.
 * Any other expression is refused, since the build could not know its names.
 */
export function partsIn(text, file = 'source') {
  const found = [];
  for (const [, a, b] of text.matchAll(/\bpart=(?:"([^"]*)"|'([^']*)')/g)) found.push(...words(a ?? b));
  for (const [, template] of text.matchAll(/\bpart=\{`([^`]*)`\}/g))
    found.push(...words(template.replace(/\$\{[^}]*\}/g, ' ')));
  for (const [, expression] of text.matchAll(/\bpart=\{([^`{}][^{}]*)\}/g)) {
    // The strings it may answer, not those it compares with (`kind === 'cancel' ? ...`).
    const answers = expression.replace(/[!=]==?\s*(['"])[^'"]*\1/g, ' ');
    const literals = [...answers.matchAll(/'([^']*)'|"([^"]*)"/g)].flatMap(([, a, b]) => words(a ?? b));
    if (literals.length === 0 && expression.trim() !== 'part') {
      throw new Error(
        `${file}: part={${expression}} names no part the build can read; write the names as string literals`,
      );
    }
    found.push(...literals);
  }
  for (const [, a, b] of text.matchAll(/\bpart:\s*(?:'([^']*)'|"([^"]*)")/g)) found.push(...words(a ?? b));
  for (const [, a, b] of text.matchAll(/setAttribute\(\s*['"]part['"]\s*,\s*(?:'([^']*)'|"([^"]*)")/g))
    found.push(...words(a ?? b));
  return found;
}

/** Each part an element renders, with the files that render it: { name: [file, ...] }. */
export function elementParts(root, folder) {
  const parts = {};
  for (const file of elementSources(root, folder)) {
    for (const name of partsIn(readFileSync(join(root, file), 'utf8'), file)) (parts[name] ??= new Set()).add(file);
  }
  return Object.fromEntries(
    Object.keys(parts)
      .sort()
      .map((name) => [name, [...parts[name]].sort()]),
  );
}

/** The theme contract's custom properties (src/theme/theme.css.ts), each `--soma-*`. */
export function themeProperties(root) {
  const text = readFileSync(join(root, 'src/theme/theme.css.ts'), 'utf8');
  const contract = text.slice(text.indexOf('createGlobalThemeContract('), text.indexOf('(name) =>'));
  const prefix = text.match(/\(name\)\s*=>\s*`([a-z-]*)\$\{name\}`/)?.[1] ?? '';
  return [...contract.matchAll(/:\s*'([a-z-]+)'/g)].map(([, name]) => `--${prefix}${name}`);
}

const ROOT_PART = 'The block that holds everything the element shows.';

/**
 * custom-elements.json (schema 1.0.0) from widgets/manifest.ts's lists (`common` attributes,
 * `members`, `elements`), with each element's parts and the theme's properties read from `root`.
 */
export function customElementsManifest(root, { common, members, elements }) {
  const properties = themeProperties(root);
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md',
    modules: elements.map((el) => ({
      kind: 'javascript-module',
      path: el.module,
      declarations: [
        {
          kind: 'class',
          name: el.className,
          tagName: el.tag,
          customElement: true,
          description: el.description,
          attributes: [...common, ...el.attributes].map((a) => ({
            name: a.name,
            type: { text: a.type },
            description: a.description,
          })),
          members: members.map((m) => ({
            kind: 'field',
            name: m.name,
            readonly: true,
            type: { text: m.type },
            description: m.description,
          })),
          events: el.events.map((e) => ({ name: e.name, type: { text: 'CustomEvent' }, description: e.description })),
          cssParts: Object.entries(elementParts(root, el.folder)).map(([name, files]) => ({
            name,
            description: name === 'root' ? ROOT_PART : `Rendered by ${files.join(', ')}.`,
          })),
          cssProperties: properties.map((name) => ({
            name,
            description: `The theme's ${name.replace(/^--soma-/, '').replace(/-/g, ' ')}; set it on the element or any ancestor.`,
          })),
        },
      ],
      exports: [
        { kind: 'custom-element-definition', name: el.tag, declaration: { name: el.className, module: el.module } },
      ],
    })),
  };
}
