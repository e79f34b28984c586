/**
 * The import graph of the product's code and the layer rules it must keep (README's layout
 * table; server/README.md for the server's layers). Specifiers come from TypeScript's own
 * pre-processor: static imports, re-exports, `import type` and dynamic `import()` alike.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import ts from 'typescript';

/** One import: `from` and `to` are paths from the repository's root, or a package's name for `to`. */
export interface Edge {
  from: string;
  to: string;
  /** Only `import type` / `export type` of it: erased from the code that runs. */
  typeOnly?: boolean;
}

const SOURCE = /\.(ts|tsx|mjs|js)$/;

function walk(root: string, dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(join(root, path)).isDirectory()
      ? walk(root, path)
      : SOURCE.test(name)
        ? [path.split(sep).join('/')]
        : [];
  });
}

/** A relative specifier as a file of the repository; bare specifiers as their package's name. */
function target(root: string, from: string, specifier: string): string {
  if (!specifier.startsWith('.')) {
    const parts = specifier.split('/');
    return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  }
  const base = join(dirname(join(root, from)), specifier);
  const candidates = [
    base,
    ...['.ts', '.tsx', '.mjs', '.js'].map((ext) => base.replace(/\.js$/, '') + ext),
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ];
  const found = candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? base;
  return relative(root, found).split(sep).join('/');
}

/** The specifiers a file imports only as types (`import type`, `export type`, or every name marked `type`). */
function typeOnlySpecifiers(file: string, text: string): { types: Set<string>; values: Set<string> } {
  const types = new Set<string>();
  const values = new Set<string>();
  for (const statement of ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false).statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
    if (!statement.moduleSpecifier || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings.elements : undefined;
      typeOnly =
        !!clause &&
        (clause.isTypeOnly || (!clause.name && !!named && named.length > 0 && named.every((e) => e.isTypeOnly)));
    } else {
      const named =
        statement.exportClause && ts.isNamedExports(statement.exportClause)
          ? statement.exportClause.elements
          : undefined;
      typeOnly = statement.isTypeOnly || (!!named && named.length > 0 && named.every((e) => e.isTypeOnly));
    }
    (typeOnly ? types : values).add(statement.moduleSpecifier.text);
  }
  return { types, values };
}

/** Every import of the files under `folders` (paths from `root`). */
export function importGraph(root: string, folders: string[]): Edge[] {
  return folders.flatMap((folder) =>
    walk(root, folder).flatMap((from) => {
      const text = readFileSync(join(root, from), 'utf8');
      const { types, values } = typeOnlySpecifiers(from, text);
      const info = ts.preProcessFile(text, true, true);
      return info.importedFiles.map(({ fileName }) => ({
        from,
        to: target(root, from, fileName),
        typeOnly: types.has(fileName) && !values.has(fileName),
      }));
    }),
  );
}

export interface Rule {
  /** What the rule says, in the words a failure prints. */
  name: string;
  /** The files the rule applies to. */
  files: RegExp;
  /** What those files may not import (a test of the target, or of the target and the importer)... */
  forbid: RegExp | ((to: string, from: string) => boolean);
  /** ...unless it matches this. */
  unless?: RegExp;
  /** ...or it matches this and is imported for its types only (erased: no code, no I/O). */
  typesFrom?: RegExp;
  /** Files the rule leaves alone, with the reason in the rule's name. */
  except?: RegExp;
}

export const RULES: Rule[] = [
  // The SDK, bottom to top: domain and api -> client -> stores -> ui, element, handoff,
  // payments -> widgets/ (the elements' folders) -> host/.
  {
    name: "src/domain is pure: it imports nothing but itself (and the contract's types, such as FieldErrors and Style)",
    files: /^src\/domain\//,
    forbid: /.*/,
    unless: /^src\/domain\//,
    typesFrom: /^src\/api\//,
  },
  {
    name: 'src/api imports only src/api and superstruct',
    files: /^src\/api\//,
    forbid: /.*/,
    unless: /^(src\/api\/|superstruct$)/,
  },
  {
    name: 'src/client imports only src/api, src/config, src/language, src/domain and its libraries (never the stores)',
    files: /^src\/client\//,
    forbid: /.*/,
    unless: /^(src\/(api|client|domain)\/|src\/(config|language)\.ts$|ofetch$|superstruct$)/,
  },
  {
    name: 'src/stores never import the UI, the element base or the elements',
    files: /^src\/stores\//,
    forbid: /^(src\/(ui|element|loginLayout|payments|forms|handoff)\/|src\/element\.ts$|widgets\/|host\/)/,
  },
  {
    name: 'src/config.ts and the loader import nothing (they are the one script tag)',
    files: /^src\/(config|loader)\.ts$/,
    forbid: /.*/,
  },
  {
    name: 'src/ never imports the elements or the portal (src/start.ts hands the registry widgets/elements.ts to the loader)',
    files: /^src\//,
    forbid: /^(widgets|host)\//,
    except: /^src\/start\.ts$/,
  },
  {
    name: 'src/start.ts imports of widgets/ only the registry widgets/elements.ts',
    files: /^src\/start\.ts$/,
    forbid: /^(widgets|host)\//,
    unless: /^widgets\/elements\.ts$/,
  },
  {
    name: "an element never imports another element's folder",
    files: /^widgets\/[^/]+\//,
    forbid: (to, from) => /^widgets\/[^/]+\//.test(to) && to.split('/')[1] !== from.split('/')[1],
  },
  {
    name: 'host/ never imports widgets/: it mounts the elements by their tags',
    files: /^host\//,
    forbid: /^widgets\//,
  },
  // The server: routes -> services -> repositories -> database.
  {
    name: 'server/routes call services only: never repositories or the database',
    files: /^server\/routes\//,
    forbid: /^server\/(repositories|db)\//,
  },
  {
    name: 'server/services never see HTTP: no fastify, no server/http',
    files: /^server\/services\//,
    forbid: /^(fastify$|@fastify\/|server\/http\/)/,
  },
  {
    name: 'server/repositories never call services or routes',
    files: /^server\/repositories\//,
    forbid: /^server\/(services|routes|http)\//,
  },
  {
    name: 'server/ imports of the SDK only the shared contract (src/api) and the rules (src/domain)',
    files: /^server\//,
    forbid: /^(src|widgets|host)\//,
    unless: /^src\/(api|domain)\//,
  },
];

/**
 * The layers, bottom (0) to top: a value import goes to the same layer or one below, never up,
 * so no two folders import each other's code. Type-only imports are erased (no code runs, nothing
 * loads) and may name a caller's shape. A file outside every layer is not checked by this rule.
 */
export const LAYERS: Array<[RegExp, number]> = [
  // The SDK's middle: the contract, the rules and the options at the bottom; the portal hand-over
  // and the payment steps at the top, under the elements (widgets/) and the hosted portal (host/).
  [/^src\/(domain|api)\/|^src\/(config|loader|language)(\.sw)?\.ts$/, 0],
  [/^src\/client\//, 1],
  [/^src\/(stores|theme)\//, 2],
  [/^src\/(ui|forms|realtime)\//, 3],
  [/^src\/(element|loginLayout)\//, 4],
  [/^src\/(handoff|payments)\/|^src\/element\.ts$/, 5],
  [/^src\/(index|start)\.ts$/, 6],
  // The server: routes -> services -> repositories -> database, with the providers (payments,
  // messages, realtime's adapters) and the built-in realtime server behind the services.
  [/^server\/(lib|security)\/|^server\/(config|errors)\.ts$/, 10],
  [/^server\/db\//, 11],
  [/^server\/(repositories|messages)\//, 12],
  [/^server\/realtime\//, 13],
  [/^server\/providers\//, 14],
  [/^server\/services\//, 15],
  [/^server\/jobs\//, 16],
  [/^server\/http\//, 17],
  [/^server\/routes\//, 18],
  [/^server\/(app|main)\.ts$/, 19],
];

export function layerOf(path: string): number | undefined {
  return LAYERS.find(([pattern]) => pattern.test(path))?.[1];
}

/** The folder a layer groups files by: its first two segments (`server/services`), or the file itself. */
const folderOf = (path: string) => path.split('/').slice(0, 2).join('/');

RULES.push({
  name: 'a value import never goes up the layers (LAYERS in test/server/architecture/imports.ts)',
  files: /^(src|server)\//,
  forbid: (to, from) => {
    const [low, high] = [layerOf(to), layerOf(from)];
    return low !== undefined && high !== undefined && low > high && folderOf(to) !== folderOf(from);
  },
  typesFrom: /.*/,
});

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

/** The imports that break a rule: none in a tree that keeps the layer order. */
export function violations(edges: Edge[], rules: Rule[] = RULES): Violation[] {
  return edges.flatMap(({ from, to, typeOnly }) =>
    rules
      .filter((rule) => rule.files.test(from) && !rule.except?.test(from))
      .filter(
        (rule) =>
          (typeof rule.forbid === 'function' ? rule.forbid(to, from) : rule.forbid.test(to)) && !rule.unless?.test(to),
      )
      .filter((rule) => !(typeOnly && rule.typesFrom?.test(to)))
      .map((rule) => ({ rule: rule.name, from, to })),
  );
}
