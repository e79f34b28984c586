// The rollup plugins every Soma bundle shares: the product build and the browser-test build.
import alias from '@rollup/plugin-alias';
import commonjs from '@rollup/plugin-commonjs';
import nodeResolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import typescript from '@rollup/plugin-typescript';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import { PSEUDO, pseudoSource } from './pseudo-locale.mjs';
import { fileURLToPath } from 'node:url';
import { getSourceFromVirtualCssFile, virtualCssFileFilter } from '@vanilla-extract/integration';
import { transform } from 'esbuild';

const STYLE_MODULE = '\0soma-styles:';
const stylesheetModule = fileURLToPath(new URL('../src/theme/stylesheet.ts', import.meta.url));

/**
 * Each `.css.ts` file's CSS travels with it: vanilla-extract's virtual CSS import becomes a small
 * module that hands its CSS to `src/theme/stylesheet.ts`, so the CSS lands in whichever chunk
 * holds the styles' file. An element's chunk thus carries its own styles, the core the shared
 * base, the host's chunk the portal's; every shadow root adopts the one shared sheet, which grows
 * as chunks arrive. Placed before vanilla-extract's plugin, whose resolution it replaces.
 */
export function stylesWithTheirModules({ minify = true } = {}) {
  return {
    name: 'soma-styles-with-their-modules',
    async resolveId(id) {
      if (!virtualCssFileFilter.test(id)) return null;
      const { fileName, source } = await getSourceFromVirtualCssFile(id);
      return { id: `${STYLE_MODULE}${fileName}`, meta: { css: source } };
    },
    async load(id) {
      if (!id.startsWith(STYLE_MODULE)) return null;
      const source = this.getModuleInfo(id)?.meta.css ?? '';
      const css = minify && source ? (await transform(source, { loader: 'css', minify: true })).code.trim() : source;
      return `import { addStyles } from ${JSON.stringify(stylesheetModule)};\naddStyles(${JSON.stringify(css)});\n`;
    },
  };
}

/** The placeholder in src/loader.ts that receives each element chunk's imports. */
/**
 * One language's build: every module with a twin for `language` beside it (`texts.ts` ->
 * `texts.sw.ts`) is replaced by the twin, so a page in that language loads its texts and no
 * other's. English, the source language, has no twins. docs/languages.md says how twins are kept.
 */
export function languageTwins(language) {
  return {
    name: 'soma-language-twins',
    // The pseudo-locale has no twins of its own: it rewrites the English of every catalogue module.
    transform(code, id) {
      if (language !== PSEUDO || !/\.tsx?$/.test(id)) return null;
      return existsSync(id.replace(/\.(tsx?)$/, '.sw.$1')) ? { code: pseudoSource(code, id), map: null } : null;
    },
    async resolveId(source, importer, options) {
      if (language === 'en' || !importer || !source.startsWith('.')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const twin = resolved.id.replace(/\.(tsx?)$/, `.${language}.$1`);
      return twin !== resolved.id && existsSync(twin) ? twin : resolved;
    },
  };
}

export const PRELOAD_PLACEHOLDER = '__SOMA_PRELOADS__';

/**
 * Tells the loader which chunks each element's chunk imports, so that it can ask for them at
 * once (`modulepreload`) instead of one round trip after the element's chunk arrives.
 * `elements` maps a tag to its entry's name: { 'soma-login': 'login' }.
 */
export function preloadElementChunks(elements) {
  return {
    name: 'soma-preload-element-chunks',
    // Before minification, so that the minifier sees the list rather than the placeholder. File
    // names still carry rollup's hash placeholders here; rollup fills them in afterwards.
    renderChunk(code, loader, _options, { chunks }) {
      if (!code.includes(PRELOAD_PLACEHOLDER)) return null;
      const all = Object.values(chunks);
      // What the loader itself imports is already on the page.
      const present = new Set(loader.imports);
      // A chunk beside the loader by its name only (the loader adds `./` and `.js`); any other
      // file by its path from the loader.
      const here = posix.dirname(loader.fileName);
      const short = (file) => {
        const path = posix.relative(here, file);
        return path.includes('/') ? path : path.replace(/\.js$/, '');
      };
      const preloads = {};
      for (const [tag, name] of Object.entries(elements)) {
        const entry = all.find((chunk) => chunk.isEntry && chunk.name === name);
        if (!entry) continue;
        const seen = new Set();
        const visit = (file) => {
          // Only chunks: the per-file CSS imports are dropped once the stylesheet is inlined.
          if (seen.has(file) || present.has(file) || !chunks[file]) return;
          seen.add(file);
          for (const next of chunks[file]?.imports ?? []) visit(next);
        };
        for (const file of entry.imports) visit(file);
        preloads[tag] = [...seen].map(short);
      }
      const quoted = new RegExp(`(["'])\\{"${PRELOAD_PLACEHOLDER}":\\[\\]\\}\\1`, 'g');
      return { code: code.replace(quoted, () => JSON.stringify(JSON.stringify(preloads))), map: null };
    },
  };
}

/**
 * wouter reaches React through its own `react-deps.js`, whose namespace import would keep every
 * export of preact/compat in the bundle; the shim names what wouter uses.
 */
function wouterReactDeps() {
  const shim = fileURLToPath(new URL('./shims/wouter-react-deps.js', import.meta.url));
  return {
    name: 'soma-wouter-react-deps',
    resolveId(source, importer) {
      if (source === './react-deps.js' && importer && /[\\/]node_modules[\\/]wouter[\\/]/.test(importer)) return shim;
      return null;
    },
  };
}

/**
 * @param {{ react?: 'preact' | 'react', tsconfig?: string, production?: boolean }} options
 * `react: 'preact'` aliases the React API to preact/compat (what ships); `react: 'react'`
 * keeps real React 19 (the compatibility job).
 */
export function plugins({ react = 'preact', production = true, declaration = false } = {}) {
  const entries =
    react === 'preact'
      ? [
          { find: /^react-dom\/client$/, replacement: '@preact/compat/client' },
          { find: /^react-dom$/, replacement: '@preact/compat' },
          { find: /^react\/jsx-runtime$/, replacement: '@preact/compat/jsx-runtime' },
          { find: /^react\/jsx-dev-runtime$/, replacement: '@preact/compat/jsx-runtime' },
          { find: /^react$/, replacement: '@preact/compat' },
        ]
      : [];
  // ofetch's two helpers, in small form (scripts/shims/): what the SDK's calls need of them.
  entries.push(
    { find: /^ufo$/, replacement: fileURLToPath(new URL('./shims/ufo.js', import.meta.url)) },
    { find: /^destr$/, replacement: fileURLToPath(new URL('./shims/destr.js', import.meta.url)) },
  );
  return [
    alias({ entries }),
    ...(react === 'preact' ? [wouterReactDeps()] : []),
    replace({
      preventAssignment: true,
      values: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    }),
    stylesWithTheirModules({ minify: production }),
    vanillaExtractPlugin({ identifiers: production ? 'short' : 'debug' }),
    nodeResolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      compilerOptions: { declaration, noEmit: false, sourceMap: false, outDir: undefined },
      include: [
        'src/**/*',
        'widgets/**/*',
        'host/**/*',
        'test/browser/**/*',
        'test/react/**/*',
        'examples/**/*.ts',
        'examples/**/*.tsx',
      ],
      exclude: ['server/**/*', 'test/server/**/*', 'node_modules/**'],
      noEmitOnError: production,
    }),
  ];
}

/**
 * Leaves the request structs out of the SDK. A call's `request` struct is how the server
 * validates what arrives (and answers its Laravel-shaped errors); the SDK sends what its forms
 * hold and shows the server's answer, so it never reads one. Without this the validation rules,
 * their messages and the country list would travel to every browser.
 *
 * Two steps on each contract module (`src/api/*.ts`): the `request` property leaves every
 * `defineCall({...})`, and the struct-building calls at the top level are marked pure, so that
 * rollup drops the structs nothing reads any more. The browser tests build without this: they
 * check the structs themselves.
 */
export function dropRequestStructs() {
  const contract = /[\\/]src[\\/]api[\\/][^\\/]+\.ts$/;
  const isFunction = (node) => node.type === 'ArrowFunctionExpression' || node.type === 'FunctionExpression';
  return {
    name: 'soma-drop-request-structs',
    transform(code, id) {
      if (!contract.test(id)) return null;
      /** [start, end, replacement] */
      const edits = [];
      const children = (node) =>
        Object.values(node)
          .flatMap((value) => (Array.isArray(value) ? value : [value]))
          .filter((value) => value && typeof value.type === 'string');
      const dropRequest = (node) => {
        if (
          node.type === 'CallExpression' &&
          node.callee.type === 'Identifier' &&
          node.callee.name === 'defineCall' &&
          node.arguments[0]?.type === 'ObjectExpression'
        ) {
          const { properties } = node.arguments[0];
          properties.forEach((property, index) => {
            if (
              property.type !== 'Property' ||
              property.computed ||
              (property.key.name ?? property.key.value) !== 'request'
            )
              return;
            const next = properties[index + 1];
            edits.push(
              next
                ? [property.start, next.start, '']
                : [properties[index - 1]?.end ?? property.start, property.end, ''],
            );
          });
        }
        children(node).forEach(dropRequest);
      };
      // Only what runs while the module loads: a call inside a function body keeps its effects.
      const markPure = (node) => {
        if (isFunction(node)) return;
        if (node.type === 'CallExpression' || node.type === 'NewExpression')
          edits.push([node.start, node.start, '/*#__PURE__*/ ']);
        children(node).forEach(markPure);
      };
      const program = this.parse(code);
      dropRequest(program);
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations) if (declarator.init) markPure(declarator.init);
      }
      if (edits.length === 0) return null;
      const cuts = edits.filter(([start, end]) => end > start);
      const inCut = (at) => cuts.some(([start, end]) => at >= start && at < end);
      let out = code;
      // From the end, so that earlier offsets still hold; a mark inside a dropped span goes with it.
      for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) {
        if (end === start && inCut(start)) continue;
        out = out.slice(0, start) + text + out.slice(end);
      }
      return { code: out, map: null };
    },
  };
}
