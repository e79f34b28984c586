// The pseudo-locale (en-XA): every English text of a catalogue module (one that has a Kiswahili
// twin, docs/languages.md) accented and made about 40% longer, so that a page built with it shows
// at a glance any text that skips the catalogues (plain English) and any layout that clips longer
// translations. `npm run build:pseudo` writes the build to dist/en-XA/; test/e2e/pseudo.test.mjs reads it.
import ts from 'typescript';

export const PSEUDO = 'en-XA';

const ACCENTED = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ú',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ú',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * One text in the pseudo-locale: letters accented, placeholders (`:attribute`, `{code}`) and
 * escapes (`\n`) kept, and each word lengthened by about 40% with its own last vowel.
 */
export function pseudo(text) {
  return text.replace(/\\.|:[a-z_]+|\{\w+\}|[A-Za-z]+/g, (part) => {
    if (part.startsWith('\\') || part.startsWith(':') || part.startsWith('{')) return part;
    const accented = [...part].map((c) => ACCENTED[c] ?? c).join('');
    return accented + '~'.repeat(Math.ceil(part.length * 0.4));
  });
}

/** Nodes whose text is code rather than words: module names, property names, literal types. */
function isCode(node) {
  const parent = node.parent;
  return (
    ts.isImportDeclaration(parent) ||
    ts.isExportDeclaration(parent) ||
    ts.isLiteralTypeNode(parent) ||
    ts.isExternalModuleReference(parent) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    ts.isElementAccessExpression(parent) ||
    (ts.isBinaryExpression(parent) && /^(===|!==|==|!=)$/.test(parent.operatorToken.getText()))
  );
}

/** A catalogue module's source with its texts in the pseudo-locale. */
export function pseudoSource(code, fileName) {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const edits = [];
  const visit = (node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCode(node)) {
      const start = node.getStart(source) + 1;
      edits.push([start, node.end - 1, pseudo(code.slice(start, node.end - 1))]);
    } else if (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) {
      const start = node.getStart(source) + 1;
      const end = node.end - (ts.isTemplateTail(node) ? 1 : 2);
      edits.push([start, end, pseudo(code.slice(start, end))]);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) out = out.slice(0, start) + text + out.slice(end);
  return out;
}
