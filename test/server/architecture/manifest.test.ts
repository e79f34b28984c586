import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
// @ts-expect-error: a build script in plain JavaScript, without declarations
import { customElementsManifest, elementSources, partsIn, themeProperties } from '../../../scripts/element-parts.mjs';
import { commonAttributes, elements, members } from '../../../widgets/manifest';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

interface Declaration {
  tagName: string;
  attributes: { name: string }[];
  members: { name: string }[];
  events: { name: string }[];
  cssParts: { name: string; description: string }[];
  cssProperties: { name: string }[];
}
const manifest = customElementsManifest(ROOT, { common: commonAttributes, members, elements }) as {
  modules: { declarations: Declaration[] }[];
};
const declared = (tag: string): Declaration =>
  manifest.modules.flatMap((m) => m.declarations).find((d) => d.tagName === tag)!;

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    return statSync(join(ROOT, path)).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** `part="..."` literals, read by a pattern of its own rather than the build's. */
const literalParts = (text: string): string[] =>
  [...text.matchAll(/\bpart="([^"]+)"/g)].flatMap(([, names]) => names.split(/\s+/));

describe('custom-elements.json', () => {
  it("names every part an element's own folder renders", () => {
    for (const info of elements) {
      const parts = new Set(declared(info.tag).cssParts.map((part) => part.name));
      for (const file of files(`widgets/${info.folder}`)) {
        for (const name of literalParts(readFileSync(join(ROOT, file), 'utf8')))
          assert.ok(parts.has(name), `${info.tag} renders part "${name}" (${file})`);
      }
    }
  });

  it('names the parts of the shared kit an element uses, and only those', () => {
    const parts = (tag: string) => declared(tag).cssParts.map((part) => part.name);
    // The element base's block, every element.
    for (const info of elements) assert.ok(parts(info.tag).includes('root'), info.tag);
    // The login pages' frame (src/loginLayout) and the kit's button (src/ui/Button.tsx).
    assert.ok(parts('soma-login').includes('layout') && parts('soma-login').includes('button'));
    // Tabs are the admin's only.
    assert.ok(parts('soma-admin').includes('tab'));
    assert.ok(!parts('soma-login').includes('tab'));
    // Parts of pages fetched on demand count: the account's receipt, the shop's card form.
    assert.ok(parts('soma-account').includes('receipt'));
    assert.ok(parts('soma-plan-shop').includes('card-form'));
  });

  it("reads an element's source through its imports, its pages fetched on demand included", () => {
    const sources = elementSources(ROOT, 'account') as string[];
    assert.ok(sources.includes('src/element.ts'));
    assert.ok(sources.includes('widgets/account/receipt/Receipt.tsx'));
    assert.ok(!sources.some((file) => file.startsWith('widgets/admin/')));
  });

  it('lists every attribute, the property, every event and the theme properties', () => {
    for (const info of elements) {
      const d = declared(info.tag);
      assert.deepEqual(
        d.attributes.map((a) => a.name),
        [...commonAttributes, ...info.attributes].map((a) => a.name),
      );
      assert.deepEqual(
        d.members.map((m) => m.name),
        ['props'],
      );
      assert.deepEqual(
        d.events.map((e) => e.name),
        info.events.map((e) => e.name),
      );
      assert.deepEqual(
        d.cssProperties.map((p) => p.name),
        themeProperties(ROOT),
      );
    }
    const properties = themeProperties(ROOT) as string[];
    for (const name of ['--soma-color-primary', '--soma-font-family', '--soma-radius'])
      assert.ok(properties.includes(name), name);
  });

  describe('reading part names', () => {
    it('from attributes, expressions, templates, props objects and setAttribute', () => {
      const text = [
        '<div part="a b">',
        "<p part={'c'}>",
        "<section part={kind === 'cancel' ? 'cancel' : 'renew'}>",
        "<b part={mode !== 'x' ? 'shown' : 'hidden'}>",
        '<section part={`${part} gate`}>',
        '<p part={part}>',
        "const common = { role: 'menuitem', part: 'menu-item' };",
        "mount.setAttribute('part', 'root');",
      ].join('\n');
      assert.deepEqual((partsIn(text) as string[]).sort(), [
        'a',
        'b',
        'c',
        'cancel',
        'gate',
        'hidden',
        'menu-item',
        'renew',
        'root',
        'shown',
      ]);
    });

    it('refuses a part whose names the build cannot read', () => {
      assert.throws(() => partsIn('<section part={kind}>', 'widgets/x/X.tsx'), /widgets\/x\/X\.tsx: part=\{kind\}/);
    });
  });
});
