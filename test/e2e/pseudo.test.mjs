// The pseudo-locale run (docs/languages.md): the portal built with every catalogue text accented and
// made longer (`npm run build:pseudo`, dist/en-XA/), page by page, for the three audiences, at 1280
// and 375 px. A word of plain English on a page is a text that skips the catalogues; a text cut
// short by its box, or a page wider than the screen, is a layout that cannot take longer words.
// What the server sends as data (names, plans, settings) and the names of brands are not texts.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { apiLogin, closeBoth, newPage, signInPage, startBoth } from './harness.mjs';

const PSEUDO = 'en-XA';
/** Names no language translates. */
const BRANDS = ['Soma', 'M-Pesa', 'Pesa', 'Visa', 'Mastercard', 'Stripe', 'English', 'Kiswahili', 'API'];

let portal;
let browser;
const tokens = {};

before(async () => {
  assert.ok(existsSync(`dist/${PSEUDO}/host.js`), 'run `npm run build:pseudo` first');
  ({ portal, browser } = await startBoth());
  tokens.parent = await apiLogin(portal.url, ...portal.parent);
  tokens.admin = await apiLogin(portal.url, ...portal.admin);
});
after(() => closeBoth({ portal, browser }));

/** Collects every word of every API answer the page receives: data, shown as it is in any language. */
function collectData(page) {
  const words = new Set();
  page.on('response', async (response) => {
    if (!response.url().includes('/api/')) return;
    try {
      for (const word of (await response.text()).match(/[A-Za-z]{2,}/g) ?? []) words.add(word);
    } catch {
      // A redirect or an aborted answer has no body.
    }
  });
  return words;
}

/**
 * The visible texts and accessible names of Soma's elements (`only`: a school's own page around
 * them is not Soma's) or of the whole page, through every shadow root; with the month and day
 * names Intl writes dates with, which are not catalogue texts.
 */
function pageTexts(only) {
  const texts = [];
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const walk = (root) => {
    for (const node of root.childNodes) {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        if (parent && !['SCRIPT', 'STYLE'].includes(parent.tagName) && node.textContent.trim() && visible(parent)) {
          texts.push(node.textContent.trim());
        }
      } else if (node.nodeType === Node.ELEMENT_NODE) {
        for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = node.getAttribute(name);
          if (value) texts.push(value);
        }
        if (node.shadowRoot) walk(node.shadowRoot);
        walk(node);
      }
    }
  };
  if (only) for (const element of document.querySelectorAll(only)) walk(element.shadowRoot);
  else walk(document.body);
  const intl = [];
  for (let month = 0; month < 12; month++) {
    const date = new Date(Date.UTC(2026, month, 1 + month));
    for (const month of ['short', 'long']) intl.push(date.toLocaleString(undefined, { month, timeZone: 'UTC' }));
    for (const weekday of ['short', 'long']) intl.push(date.toLocaleString(undefined, { weekday, timeZone: 'UTC' }));
  }
  return { texts, intl };
}

/** Boxes that cut their text short, and whether the page is wider than the screen. */
function clipped() {
  const cut = [];
  const walk = (root) => {
    for (const element of root.querySelectorAll('*')) {
      if (element.shadowRoot) walk(element.shadowRoot);
      const style = getComputedStyle(element);
      const hides = /hidden|clip/.test(style.overflowX) || style.textOverflow === 'ellipsis';
      const hasText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent.trim());
      if (hides && hasText && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 1) {
        cut.push(`${element.localName}.${element.className}: "${element.textContent.trim().slice(0, 40)}"`);
      }
    }
  };
  walk(document);
  return { cut, wider: document.documentElement.scrollWidth > innerWidth + 1 };
}

/**
 * The plain English words of `texts`: letters only, not data, not a brand, not a month or day
 * name, not a placeholder's name (`:password`) or a colour (`#ffffff`).
 */
function plainEnglish({ texts, intl }, data) {
  const found = new Set();
  for (const text of texts) {
    for (const word of text.match(/(?<![\p{L}~:#])[A-Za-z]{3,}(?![\p{L}~])/gu) ?? []) {
      if (intl.includes(word)) continue;
      if (!data.has(word) && !BRANDS.some((brand) => brand.includes(word)))
        found.add(`${word} (in "${text.slice(0, 60)}")`);
    }
  }
  return [...found];
}

/** The element the states below act in. */
const inElement = (page, tag) => page.locator(tag);
/** Submits the element's first form empty, showing its field errors. */
const submitEmpty = (tag) => async (page) => {
  await inElement(page, tag).locator('form button[type="submit"]').first().click();
};

/**
 * Each page, and the states a user reaches on it (`states`: what is done, in order, each checked
 * as the page is): dialogs, steps and the errors a form shows, whose texts no first render shows.
 */
const PAGES = [
  { audience: 'visitor', path: '/', ready: 'soma-login', states: { 'its errors': submitEmpty('soma-login') } },
  { audience: 'visitor', path: '/examples/school-site/', ready: 'soma-student-login', embedded: true },
  { audience: 'visitor', path: '/examples/partner-site/', ready: 'soma-plan-shop', embedded: true },
  {
    audience: 'visitor',
    path: '/explore',
    ready: 'soma-plan-shop',
    states: {
      'the payment step': (page) => inElement(page, 'soma-plan-shop').locator('[part="plan"] button').first().click(),
      'its errors': submitEmpty('soma-plan-shop'),
    },
  },
  { audience: 'parent', path: '/home', ready: 'soma-account' },
  {
    audience: 'parent',
    path: '/account',
    ready: 'soma-account',
    states: {
      'the profile form': (page) => inElement(page, 'soma-account').locator('[part="profile"] button').first().click(),
      'the plan menu': (page) => inElement(page, 'soma-account').locator('[part="menu-button"]').click(),
    },
  },
  {
    audience: 'parent',
    path: '/account/students',
    ready: 'soma-account',
    states: {
      'the new student form': (page) =>
        inElement(page, 'soma-account').locator('[part="students"] button').first().click(),
      'its errors': submitEmpty('soma-account'),
    },
  },
  { audience: 'parent', path: '/account/receipt', ready: 'soma-account' },
  { audience: 'admin', path: '/customize', ready: 'soma-admin' },
  {
    audience: 'admin',
    path: '/site_config',
    ready: 'soma-admin',
    states: {
      'the new region dialog': (page) =>
        inElement(page, 'soma-admin').locator('[part="regions"] button').first().click(),
    },
  },
  {
    audience: 'admin',
    path: '/plans',
    ready: 'soma-admin',
    states: {
      'the new plan dialog': (page) =>
        inElement(page, 'soma-admin').locator('[part="plans-on-sale"] button').first().click(),
    },
  },
];

describe('the portal in the pseudo-locale', () => {
  for (const width of [1280, 375]) {
    for (const { audience, path, ready, embedded, states } of PAGES) {
      const reached = states ? `, nor in ${Object.keys(states).join(', ')}` : '';
      it(`${path} (${audience}) at ${width} px: no plain English, nothing cut short${reached}`, async () => {
        const page = await newPage(browser, width);
        try {
          await page.context().addCookies([{ name: 'soma_lang', value: PSEUDO, url: portal.url }]);
          const token = tokens[audience];
          if (token) await signInPage(page, token);
          // A school's page loads the SDK's script: here, the pseudo-locale's.
          if (embedded) {
            await page.route('**/sdk/soma.js', (route) =>
              route.fulfill({ contentType: 'text/javascript', body: `import '/sdk/${PSEUDO}/soma.js';` }),
            );
          }
          const data = collectData(page);
          await page.goto(`${portal.url}${path}`);
          if (!embedded) assert.equal(await page.getAttribute('html', 'lang'), PSEUDO);
          // Drawn: the element's root is there and has settled (its data arrived).
          await page.locator(`${ready} [lang="${PSEUDO}"]`).first().waitFor();
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          // Checked as first drawn, then after each state is reached.
          const found = {};
          for (const [state, act] of [['drawn', null], ...Object.entries(states ?? {})]) {
            if (act) {
              await act(page);
              await page.waitForLoadState('networkidle');
              await page.waitForTimeout(300);
            }
            const english = plainEnglish(
              await page.evaluate(
                pageTexts,
                embedded ? 'soma-login, soma-student-login, soma-plan-shop, soma-account, soma-admin' : null,
              ),
              data,
            );
            const { cut, wider } = await page.evaluate(clipped);
            if (english.length || cut.length || wider) found[state] = { english, cut, wider };
          }
          assert.deepEqual(found, {});
        } finally {
          await page.context().close();
        }
      });
    }
  }
});
