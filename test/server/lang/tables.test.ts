import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';
import { allCalls } from '../../../src/api/all';
import { attributeName } from '../../../src/api/errors';
import {
  ATTRIBUTES,
  localeFromHeader,
  MESSAGES,
  placeholders,
  recognise,
  TABLES,
  translate,
} from '../../../src/api/lang/index';
import { brandContrastProblems, MIN_CONTRAST } from '../../../src/domain/brand';
import { CARD_KEY_ERRORS } from '../../../src/domain/cardKeys';
import { durationLabel } from '../../../src/domain/duration';
import { FOOTER_LINK_ERROR } from '../../../src/domain/footerLink';
import { loginPathError } from '../../../src/domain/loginPaths';
import { MPESA_FAILURE_TEXTS, MPESA_FAILURES } from '../../../src/domain/mpesa';
import {
  BALANCE_CREDIT_LABEL,
  BALANCE_OWING_LABEL,
  CREDIT_LABEL,
  ROUNDING_LABEL,
  SURPLUS_LABEL,
} from '../../../src/domain/receiptTexts';
import { addRefusedMessage, deactivateMessage, NO_OPEN_PLAN_TO_ADD } from '../../../src/domain/studentLimit';
import { CATALOGUES, TEMPLATE_NAMES } from '../../../server/messages/catalogue';
import { orderLines } from '../../../server/services/order-views';
import { TOO_MANY_REQUESTS } from '../../../server/services/recovery';
import { THROTTLE_MESSAGE } from '../../../server/services/throttle';
import { kiswahiliOf } from './twins';

// The SDK's Kiswahili of the same rules, which the server's must read as.
const brandSw = await kiswahiliOf<typeof import('../../../src/domain/brandTexts')>('src/domain/brandTexts.ts');
const cardKeysSw = await kiswahiliOf<typeof import('../../../src/domain/cardKeysTexts')>('src/domain/cardKeysTexts.ts');
const durationSw = await kiswahiliOf<typeof import('../../../src/domain/duration')>('src/domain/duration.ts');
const footerLinkSw = await kiswahiliOf<typeof import('../../../src/domain/footerLinkTexts')>(
  'src/domain/footerLinkTexts.ts',
);
const loginPathsSw = await kiswahiliOf<typeof import('../../../src/domain/loginPathsTexts')>(
  'src/domain/loginPathsTexts.ts',
);
const mpesaSw = await kiswahiliOf<typeof import('../../../src/domain/mpesaTexts')>('src/domain/mpesaTexts.ts');
const studentLimitSw = await kiswahiliOf<typeof import('../../../src/domain/studentLimitTexts')>(
  'src/domain/studentLimitTexts.ts',
);
const receiptSw = await kiswahiliOf<typeof import('../../../src/domain/receiptTexts')>('src/domain/receiptTexts.ts');

/*
 * The languages' tables against the English registry (src/api/lang/en.ts) and the registry
 * against the sources: a text the server can answer with that no template knows fails here, in
 * English and untranslated, until it has its line in every table (docs/languages.md).
 */

const sorted = (list: readonly string[]) => [...list].sort();

/** Texts written in the sources that no family or administrator reads in an answer. */
const NOT_ANSWERED = new Set([
  // The API's own documentation.
  'Send an Idempotency-Key header; a repeated key answers the first result.',
  // Written on a test subscription's order by the debug panel, as data.
  'Set by the debug panel.',
  // Said to Stripe and Safaricom, whose callbacks these are, and to the log.
  'No webhook secret is configured.',
  'The Stripe-Signature header is missing.',
  'The signature does not match, or the event is too old.',
  'The webhook signature could not be verified.',
  'The callback is not a well-formed M-Pesa result.',
  'No such payment request.',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    // Migrations say nothing to anyone; the emails' catalogues are held against each other above.
    if (statSync(path).isDirectory())
      return path.endsWith('migrations') || path.endsWith('catalogue') ? [] : sourceFiles(path);
    // A module's twin in another language (docs/languages.md) writes no English.
    return path.endsWith('.ts') && !/\.[a-z]{2}(-[A-Z]{2})?\.ts$/.test(path) ? [path] : [];
  });
}

/** A sentence written in a source: where, and the texts it can read as. */
interface Written {
  file: string;
  readings: string[];
}

/**
 * The texts a template string can read as: each `${...}` filled with 7 (a number, a field name or
 * a list alike), or with 1, or, where it chooses between two written words (`count === 1 ?
 * 'student' : 'students'`), with each of them.
 */
function readings(node: ts.TemplateExpression): string[] {
  const choices = node.templateSpans.map((span) => {
    const value = span.expression;
    if (ts.isConditionalExpression(value) && ts.isStringLiteral(value.whenTrue) && ts.isStringLiteral(value.whenFalse))
      return [value.whenTrue.text, value.whenFalse.text];
    return ['7', '1'];
  });
  let texts = [node.head.text];
  node.templateSpans.forEach((span, index) => {
    texts = texts.flatMap((text) => choices[index]!.map((choice) => text + choice + span.literal.text)).slice(0, 256);
  });
  return texts;
}

/**
 * Every string `root` writes that reads as a sentence (a capital, a space, a full stop), keyed by
 * its first reading.
 */
function writtenIn(root: ts.Node, file: string, found: Map<string, Written>): void {
  const visit = (node: ts.Node) => {
    let texts: string[] | null = null;
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts = [node.text];
    else if (ts.isTemplateExpression(node)) texts = readings(node);
    const [text] = texts ?? [];
    if (text !== undefined && /^[A-Z:7]/.test(text) && /[.!?]$/.test(text) && text.includes(' '))
      found.set(text, { file, readings: texts! });
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(root);
}

const parse = (file: string) => ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

function sentences(files: readonly string[]): Map<string, Written> {
  const found = new Map<string, Written>();
  for (const file of files) writtenIn(parse(file), file, found);
  return found;
}

/** A module's top-level declarations by name, and the names it imports and re-exports from other modules. */
interface Module {
  declarations: Map<string, ts.Node[]>;
  imports: Map<string, [file: string, name: string]>;
  reexports: Map<string, [file: string, name: string]>;
}

const modules = new Map<string, Module>();

function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  return [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((path) => existsSync(path)) ?? null;
}

function moduleOf(file: string): Module {
  const known = modules.get(file);
  if (known) return known;
  const module: Module = { declarations: new Map(), imports: new Map(), reexports: new Map() };
  const declare = (name: string, node: ts.Node) =>
    module.declarations.set(name, [...(module.declarations.get(name) ?? []), node]);
  for (const statement of parse(file).statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const target = resolve(file, statement.moduleSpecifier.text);
      const bindings = statement.importClause?.namedBindings;
      if (!target || statement.importClause?.isTypeOnly || !bindings || !ts.isNamedImports(bindings)) continue;
      for (const element of bindings.elements)
        if (!element.isTypeOnly)
          module.imports.set(element.name.text, [target, (element.propertyName ?? element.name).text]);
    } else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      const target = resolve(file, statement.moduleSpecifier.text);
      if (!target || !statement.exportClause || !ts.isNamedExports(statement.exportClause)) continue;
      for (const element of statement.exportClause.elements)
        module.reexports.set(element.name.text, [target, (element.propertyName ?? element.name).text]);
    } else if (ts.isFunctionDeclaration(statement) && statement.name) {
      declare(statement.name.text, statement);
    } else if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) declare(declaration.name.text, declaration);
    }
  }
  modules.set(file, module);
  return module;
}

/**
 * The sentences of the shared rules (src/domain) that the server can answer with: those written in
 * the declarations it imports from there, and in the declarations these use in turn, across the
 * rules' own imports and re-exports.
 */
function reachedSentences(serverFiles: readonly string[]): Map<string, Written> {
  const found = new Map<string, Written>();
  const seen = new Set<string>();
  const reach = (file: string, name: string) => {
    if (!file.startsWith('src/domain/') || seen.has(`${file}#${name}`)) return;
    seen.add(`${file}#${name}`);
    const module = moduleOf(file);
    const reexport = module.reexports.get(name);
    if (reexport) reach(...reexport);
    for (const node of module.declarations.get(name) ?? []) {
      writtenIn(node, file, found);
      const visit = (inner: ts.Node) => {
        if (ts.isIdentifier(inner)) {
          if (module.declarations.has(inner.text)) reach(file, inner.text);
          const imported = module.imports.get(inner.text);
          if (imported) reach(...imported);
        }
        ts.forEachChild(inner, visit);
      };
      visit(node);
    }
  };
  for (const server of serverFiles) for (const [file, name] of moduleOf(server).imports.values()) reach(file, name);
  return found;
}

describe('the languages and their tables', () => {
  for (const [locale, table] of Object.entries(TABLES)) {
    it(`${locale} writes every English template again, with the same placeholders`, () => {
      assert.deepEqual(sorted(Object.keys(table.messages)), sorted(MESSAGES));
      for (const template of MESSAGES) {
        const text = table.messages[template];
        assert.ok(text.trim() !== '', `${locale} has no text for ${template}`);
        assert.deepEqual(sorted(placeholders(text)), sorted(placeholders(template)), `${locale}: ${template}`);
      }
    });

    it(`${locale} names every field of the registry`, () => {
      assert.deepEqual(sorted(Object.keys(table.attributes)), sorted(ATTRIBUTES));
    });

    it(`${locale} has every email and text message`, () => {
      const catalogue = CATALOGUES[locale];
      assert.ok(catalogue, `no catalogue for ${locale}`);
      for (const name of TEMPLATE_NAMES) {
        const english = CATALOGUES.en![name];
        const values = (text: string) => sorted(text.match(/\{\w+\}/g) ?? []);
        assert.deepEqual(values(catalogue[name].sms), values(english.sms), `${locale} sms ${name}`);
        assert.deepEqual(
          values(catalogue[name].text.join(' ') + catalogue[name].subject),
          values(english.text.join(' ') + english.subject),
          `${locale} email ${name}`,
        );
      }
    });
  }

  it('knows every field a call of the contract takes', () => {
    const names = new Set<string>();
    const walk = (struct: { type: string; schema: unknown }, path: string[]) => {
      if ((struct.type !== 'object' && struct.type !== 'type') || !struct.schema || typeof struct.schema !== 'object')
        return;
      for (const [key, inner] of Object.entries(struct.schema as Record<string, { type: string; schema: unknown }>)) {
        names.add(attributeName([...path, key]));
        walk(inner, [...path, key]);
      }
    };
    for (const call of allCalls) walk(call.request as never, []);
    const unknown = [...names].filter((name) => !(ATTRIBUTES as readonly string[]).includes(name));
    assert.deepEqual(unknown, [], 'fields missing from ATTRIBUTES in src/api/lang/en.ts');
  });

  const unknown = (found: Map<string, Written>) =>
    [...found]
      .filter(([text, { readings }]) => !NOT_ANSWERED.has(text) && !readings.some((reading) => recognise(reading)))
      .map(([text, { file }]) => `${file}: ${text}`);

  it('has a template for every sentence the server and the contract write', () => {
    const files = [...sourceFiles('server'), ...sourceFiles('src/api').filter((file) => !file.includes('/lang/'))];
    assert.deepEqual(unknown(sentences(files)), [], 'texts with no template in src/api/lang/en.ts');
  });

  it('has a template for every sentence of the shared rules the server reaches', () => {
    const found = reachedSentences(sourceFiles('server'));
    assert.ok(found.size > 10, `read ${found.size} sentences`);
    assert.deepEqual(unknown(found), [], 'texts of src/domain with no template in src/api/lang/en.ts');
  });

  it('has a template for the shared rules the server answers with', () => {
    const texts = [
      ...Object.values(MPESA_FAILURE_TEXTS),
      deactivateMessage(2),
      addRefusedMessage(1, false),
      addRefusedMessage(3, true),
      NO_OPEN_PLAN_TO_ADD,
    ];
    for (const text of texts) assert.notEqual(recognise(text), null, text);
  });
});

describe('translate', () => {
  it('writes a validation text in Kiswahili with its field name and numbers', () => {
    assert.equal(translate('The email field is required.', 'sw'), 'Sehemu ya barua pepe inahitajika.');
    assert.equal(
      translate('The first name field must not be greater than 255 characters.', 'sw'),
      'Sehemu ya jina la kwanza isizidi herufi 255.',
    );
    assert.equal(
      translate('The new password field must match new password confirmation.', 'sw'),
      'Sehemu ya nenosiri jipya lazima ilingane na uthibitisho wa nenosiri jipya.',
    );
    assert.equal(
      translate('The M-Pesa phone number must be a mobile number from KE, e.g. 0712 345 678.', 'sw'),
      'Namba ya simu ya M-Pesa lazima iwe namba ya simu ya mkononi kutoka KE, kwa mfano 0712 345 678.',
    );
  });

  it('says how long to wait after too many attempts', () => {
    assert.equal(
      translate(THROTTLE_MESSAGE(42), 'sw'),
      'Umejaribu kuingia mara nyingi mno. Tafadhali jaribu tena baada ya sekunde 42.',
    );
    assert.equal(
      translate(TOO_MANY_REQUESTS(30), 'sw'),
      'Umeomba kubadilisha nenosiri mara nyingi mno. Tafadhali jaribu tena baada ya dakika 1.',
    );
    assert.equal(
      translate(TOO_MANY_REQUESTS(600), 'sw'),
      'Umeomba kubadilisha nenosiri mara nyingi mno. Tafadhali jaribu tena baada ya dakika 10.',
    );
  });

  it("translates Laravel's summary and the message inside it", () => {
    assert.equal(
      translate('The email field is required. (and 2 more errors)', 'sw'),
      'Sehemu ya barua pepe inahitajika. (na makosa mengine 2)',
    );
  });

  it('opens with a capital when the text opens with the field name', () => {
    assert.equal(
      translate('The phone number must be a mobile number from KE, UG.', 'sw'),
      'Namba ya simu lazima iwe namba ya simu ya mkononi kutoka KE, UG.',
    );
    assert.equal(
      translate('The email has already been taken.', 'sw'),
      'Thamani ya barua pepe uliyoweka tayari inatumika.',
    );
  });

  it("writes a receipt's lines as the SDK writes a plan and its money lines in Kiswahili", () => {
    const order = { kind: 'purchase', price: 100, credit: 0, balance: 0, rounding: 0, amount: 100 } as const;
    for (const students of [1, 2, 7]) {
      for (const duration of [1, 3, 12, 24]) {
        const [line] = orderLines({ ...order, students, duration });
        const plan = `${durationSw.studentsLabel(students)}, ${durationSw.durationLabel(duration)}`;
        assert.equal(translate(line!.label, 'sw'), plan);
        const [change] = orderLines({ ...order, kind: 'upgrade', students, duration });
        assert.equal(translate(change!.label, 'sw'), `${plan}, hadi tarehe ya malipo yajayo`);
      }
    }
    assert.equal(translate('2 students, Monthly', 'sw'), 'Wanafunzi 2, Kila Mwezi');
    const labels = { CREDIT_LABEL, BALANCE_CREDIT_LABEL, BALANCE_OWING_LABEL, SURPLUS_LABEL, ROUNDING_LABEL };
    for (const [name, label] of Object.entries(labels))
      assert.equal(translate(label, 'sw'), receiptSw[name as keyof typeof labels], name);
  });

  it("says how an M-Pesa prompt ended as the SDK's twin does, in Safaricom's words where it has them", () => {
    for (const reason of MPESA_FAILURES)
      assert.equal(translate(MPESA_FAILURE_TEXTS[reason], 'sw'), mpesaSw.MPESA_FAILURE_TEXTS[reason], reason);
    assert.equal(translate(MPESA_FAILURE_TEXTS.cancelled, 'sw'), 'Ombi limeghairiwa na mtumiaji.');
    assert.equal(translate('Request cancelled by user.', 'sw'), 'Ombi limeghairiwa na mtumiaji.');
  });

  it("says why the administrator's settings are refused as the admin element's twins do", () => {
    interface CardKeyErrors {
      [name: string]: unknown;
      mixedModes: (publicMode: string, secretMode: string) => string;
      rejected: (reason: string) => string;
    }
    const cardKeys = (errors: CardKeyErrors) => [
      ...Object.values(errors).filter((text): text is string => typeof text === 'string'),
      errors.mixedModes('live', 'test'),
      errors.rejected('Invalid API Key provided: sk_test_****6789'),
    ];
    const english: Array<string | null | undefined> = [...cardKeys(CARD_KEY_ERRORS), FOOTER_LINK_ERROR];
    const kiswahili = [...cardKeys(cardKeysSw.CARD_KEY_ERRORS), footerLinkSw.FOOTER_LINK_ERROR];
    const field = loginPathsSw.LOGIN_PATH_FIELD;
    english.push(loginPathError('/'), loginPathError('/a b'), loginPathError('/logout/now'));
    kiswahili.push(
      loginPathsSw.loginPathAtRoot(field),
      loginPathsSw.loginPathShape(field),
      loginPathsSw.loginPathTaken(field, '/logout'),
    );
    const problems = brandContrastProblems({
      brand_primary: '#ffd700',
      brand_primary_text: '#ffff00',
      brand_text: '#999',
    });
    const parts = brandSw.CONTRAST_PARTS;
    english.push(problems.brand_primary_text!, problems.brand_primary!, problems.brand_text!);
    kiswahili.push(
      brandSw.contrastText(parts.textOnPrimary, parts.primary, '1.3:1', MIN_CONTRAST),
      brandSw.contrastText(parts.primaryOnPage, parts.page, '1.4:1', MIN_CONTRAST),
      brandSw.contrastText(parts.text, parts.page, '2.8:1', MIN_CONTRAST),
    );
    assert.deepEqual(
      english.map((text) => translate(text!, 'sw')),
      kiswahili,
    );
  });

  it("refuses a student past the plan's allowance as the SDK's twin does", () => {
    for (const allowed of [1, 2, 5]) {
      for (const trial of [false, true]) {
        const refusal = addRefusedMessage(allowed, trial);
        assert.equal(translate(refusal, 'sw'), studentLimitSw.addRefusedMessage(allowed, trial), refusal);
      }
    }
    // The English writes one form for every number ('student(s)'); the Kiswahili, like the twin's, one for 1 and one for more.
    for (const over of [1, 2, 3]) {
      assert.equal(translate(deactivateMessage(over), 'sw'), studentLimitSw.deactivateMessage(over), String(over));
    }
  });

  it("writes a plan's length inside a text as the SDK writes it in Kiswahili", () => {
    for (let months = 1; months <= 36; months += 1)
      assert.equal(translate(durationLabel(months), 'sw'), durationSw.durationLabel(months), String(months));
    assert.equal(
      translate('A plan for 2 students, 6 Months, is already on sale.', 'sw'),
      'Mpango wa wanafunzi 2, Miezi 6, tayari unauzwa.',
    );
  });

  it('keeps English, unknown texts, unknown fields and unknown languages as they are', () => {
    assert.equal(translate('The email field is required.', 'en'), 'The email field is required.');
    assert.equal(translate('Something nobody wrote.', 'sw'), 'Something nobody wrote.');
    assert.equal(translate('The colour field is required.', 'sw'), 'Sehemu ya colour inahitajika.');
    assert.equal(translate('The email field is required.', 'fr'), 'The email field is required.');
    assert.equal(translate('The email field is required.', '__proto__'), 'The email field is required.');
  });

  it('answers a long hostile text at once, as it is', () => {
    const text = `The ${'a field must be between 1 and '.repeat(5_000)} field is required.`;
    const started = performance.now();
    assert.equal(translate(text, 'sw'), text);
    assert.ok(performance.now() - started < 200);
    const near = `The ${' and '.repeat(110)}x field must be between 1 and 2.`;
    assert.ok(translate(near, 'sw').startsWith('Sehemu ya'));
  });
});

describe('the language of a request', () => {
  it('reads Kiswahili in any of its regions', () => {
    for (const header of ['sw', 'sw-KE', 'sw-TZ', 'SW-ke', 'en;q=0.5, sw-KE;q=0.9', 'fr, sw-KE;q=0.8']) {
      assert.equal(localeFromHeader(header), 'sw', header);
    }
  });

  it('honours the weights and the order', () => {
    assert.equal(localeFromHeader('sw;q=0.4, en;q=0.6'), 'en');
    assert.equal(localeFromHeader('en-GB, sw'), 'en');
    assert.equal(localeFromHeader('sw;q=0, en'), 'en');
    assert.equal(localeFromHeader('sw;q=0'), 'en');
  });

  it('falls back to English for anything else', () => {
    const hostile = [
      undefined,
      '',
      '*',
      'fr-FR',
      'sw;q=abc',
      'sw;q=2',
      ';;;,,,',
      '\u0000sw',
      `${'x-'.repeat(100_000)}sw`,
      `${'en;q=0.1,'.repeat(50_000)}sw`,
      `${'sw;q=0,'.repeat(1_000)}sw`,
    ];
    for (const header of hostile) assert.equal(localeFromHeader(header), 'en', String(header).slice(0, 40));
  });
});
