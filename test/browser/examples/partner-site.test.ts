import { expect } from '@open-wc/testing';
// The partner's one script tag: the loader, which fetches each element's code when it appears.
import '../../../src/index';
import { realtimeActive } from '../../../src/realtime/live';
import { $session } from '../../../src/stores/session';
import * as text from '../../../widgets/plan-shop/texts';
import {
  button,
  checkoutButton,
  choose,
  confirmBoth,
  events,
  fillCard,
  freshSettings,
  reset,
  root,
  step,
  tick,
  title,
  type,
  until,
} from '../widgets/plan-shop/helpers';

/**
 * The policy `npm start` sends with every file under /examples/ (EXAMPLES_CSP in
 * server/http/static.ts, which a browser bundle cannot import; the screenshot script checks the
 * real header against it). `frame-ancestors` has no effect in a meta tag and is left out here.
 */
const POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' https:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const SITE = '/examples/partner-site/';

async function sitePage(): Promise<Document> {
  const html = await (await fetch(`${SITE}index.html`)).text();
  const page = new DOMParser().parseFromString(html, 'text/html');
  // The test server adds its own reload socket to every page it serves; the partner's page has none.
  for (const script of page.querySelectorAll('script[src^="/__web-dev-server"]')) script.remove();
  return page;
}

describe('examples/partner-site', () => {
  describe('the page', () => {
    it('loads Soma with one module script tag and has no inline script, handler or style', async () => {
      const page = await sitePage();
      const scripts = [...page.querySelectorAll('script')];
      expect(scripts.map((s) => [s.type, s.getAttribute('src'), s.textContent])).to.deep.equal([
        ['module', '/sdk/soma.js', ''],
      ]);
      const handlers = [...page.querySelectorAll('*')].flatMap((el) =>
        [...el.attributes].filter((a) => /^on/i.test(a.name)).map((a) => a.name),
      );
      expect(handlers).to.deep.equal([]);
      expect(page.querySelectorAll('[style], style')).to.have.length(0);
      expect(page.querySelectorAll('a[href^="javascript:" i]')).to.have.length(0);
    });

    it('mounts the plan shop once, in a section named by a heading', async () => {
      const page = await sitePage();
      expect(page.querySelectorAll('soma-plan-shop')).to.have.length(1);
      const section = page.querySelector('soma-plan-shop')!.closest('section')!;
      expect(page.getElementById(section.getAttribute('aria-labelledby')!)!.textContent).to.not.equal('');
    });
  });

  describe('under the strict Content-Security-Policy', () => {
    const violations: string[] = [];
    const record = (event: SecurityPolicyViolationEvent) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    let site: HTMLElement;
    const shop = () => site.querySelector<HTMLElement>('soma-plan-shop')!;

    before(async () => {
      await freshSettings();
      document.addEventListener('securitypolicyviolation', record);
      const meta = document.createElement('meta');
      meta.httpEquiv = 'Content-Security-Policy';
      meta.content = POLICY;
      document.head.prepend(meta);

      // The policy bites: inline script and eval are refused from here on.
      const inline = document.createElement('script');
      inline.textContent = 'window.somaInlineRan = true';
      document.head.append(inline);
      await until(() => violations.length > 0, 'the policy to refuse an inline script');
      expect((window as { somaInlineRan?: boolean }).somaInlineRan).to.equal(undefined);
      expect(() => (0, eval)('1 + 1')).to.throw();
      await until(() => violations.some((v) => v.includes('eval')), 'the policy to refuse eval');
      violations.length = 0;

      // The partner's page as it is: its stylesheet and its body.
      const page = await sitePage();
      const css = document.createElement('link');
      css.rel = 'stylesheet';
      css.href = `${SITE}site.css`;
      document.head.append(css);
      await new Promise((resolve) => css.addEventListener('load', resolve, { once: true }));
      site = document.createElement('div');
      site.append(...[...page.body.childNodes].map((node) => document.importNode(node, true)));
      for (const img of site.querySelectorAll('img'))
        img.setAttribute('src', new URL(img.getAttribute('src')!, `${location.origin}${SITE}`).href);
      document.body.append(site);
    });

    after(() => {
      reset();
      site?.remove();
      document.removeEventListener('securitypolicyviolation', record);
    });

    it('defines the shop and lists the plans without a single violation', async () => {
      await until(() => shop().shadowRoot?.querySelector('[part="plan"]'), '<soma-plan-shop>', 8000);
      expect(title(shop())).to.equal(text.SHOP_TITLE);
      expect(violations).to.deep.equal([]);
    });

    it("takes the partner's colours, font and corners through the --soma-* properties", async () => {
      const select = root(shop()).querySelector<HTMLButtonElement>('[part="plan"] button')!;
      expect(getComputedStyle(select).color).to.equal('rgb(91, 42, 134)');
      expect(getComputedStyle(root(shop()).querySelector('[part="plan"]')!).borderTopLeftRadius).to.equal('14px');
      expect(getComputedStyle(root(shop()).querySelector('[part="shop"]')!).fontFamily).to.contain('Trebuchet MS');
      // The partner's own rules stop at the shadow boundary: its h1 colour does not reach the title.
      expect(getComputedStyle(root(shop()).querySelector('[part="title"]')!).color).to.not.equal('rgb(63, 28, 94)');
    });

    it('signs a visitor up with a card, the Terms dialog and the live-update socket included, still without a violation', async () => {
      const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
      try {
        await choose(shop(), '3 Students', 'Yearly');
        await tick(shop(), 'Credit / Debit');
        await fillCard(shop(), '4242 4242 4242 4242');
        button(shop(), text.PROCEED).click();
        await until(() => step(shop()) === 'Step 3 of 3: Account Info', 'the account step');
        for (const [label, value] of [
          ['First Name', 'Baraka'],
          ['Last Name', 'Mwangi'],
          ['Email', `partner-visitor-${Date.now()}@soma.test`],
          ['Password', 'a-long-password-1'],
          ['Password Confirmation', 'a-long-password-1'],
        ]) {
          await type(shop(), label, value);
        }
        button(shop(), text.READ_TERMS).click();
        await until(() => root(shop()).querySelector('dialog[open]'), 'the Terms');
        button(shop(), text.ACCEPT).click();
        await until(() => !root(shop()).querySelector('dialog[open]'), 'the Terms to close');
        await tick(shop(), 'I agree to');
        checkoutButton(shop(), 'Sign Up').click();
        await until(() => navigations.seen.length, 'the receipt', 8000);
      } finally {
        navigations.stop();
      }
      expect(navigations.seen[0].to).to.match(/^\/account\/receipt\/\d+$/);
      expect($session.get()).to.not.equal(null);
      await until(() => realtimeActive(), 'live updates to start');
      await until(
        () => performance.getEntriesByType('resource').some((e) => e.name.includes('/api/broadcasting/auth')),
        'the channel',
        5000,
      );
      expect(violations).to.deep.equal([]);
    });

    it('leads a visitor paying by M-Pesa to the confirmations, still without a violation', async () => {
      // The shop on a fresh visit: the page's other content is not disturbed by what came before.
      reset();
      const again = document.createElement('soma-plan-shop');
      site.querySelector('#plans')!.append(again);
      await until(() => again.shadowRoot?.querySelector('[part="plan"]'), 'the shop again');
      await choose(again, '1 Student');
      await type(again, text.MPESA_PHONE, '0712 345 678');
      button(again, text.PROCEED).click();
      await until(() => step(again) === 'Step 3 of 3: Account Info', 'the account step');
      await confirmBoth(again);
      again.remove();
      expect(violations).to.deep.equal([]);
    });
  });
});
