import { expect } from '@open-wc/testing';
// The school's one script tag: the loader, which fetches each element's code when it appears.
import '../../../src/index';
import * as loginText from '../../../widgets/login/texts';
import * as studentText from '../../../widgets/student-login/texts';
import { button, events, message, parent, reset, title, type, until } from '../widgets/login/helpers';

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

const SITE = '/examples/school-site/';

async function sitePage(): Promise<Document> {
  const html = await (await fetch(`${SITE}index.html`)).text();
  const page = new DOMParser().parseFromString(html, 'text/html');
  // The test server adds its own reload socket to every page it serves; the school's page has none.
  for (const script of page.querySelectorAll('script[src^="/__web-dev-server"]')) script.remove();
  return page;
}

describe('examples/school-site', () => {
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

    it('mounts both elements, each under a heading of the school', async () => {
      const page = await sitePage();
      expect(page.querySelectorAll('soma-login')).to.have.length(1);
      expect(page.querySelectorAll('soma-student-login')).to.have.length(1);
      for (const tag of ['soma-login', 'soma-student-login']) {
        const section = page.querySelector(tag)!.closest('section')!;
        expect(section.querySelector('h2')!.textContent, tag).to.not.equal('');
      }
    });
  });

  describe('under the strict Content-Security-Policy', () => {
    const violations: string[] = [];
    const record = (event: SecurityPolicyViolationEvent) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    let site: HTMLElement;

    before(async () => {
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

      // The school's page as it is: its stylesheet and its body.
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

    it('defines and renders both elements without a single violation', async () => {
      const login = await until(
        () =>
          site.querySelector('soma-login')?.shadowRoot?.querySelector('form') &&
          site.querySelector<HTMLElement>('soma-login')!,
        '<soma-login>',
      );
      const student = await until(
        () =>
          site.querySelector('soma-student-login')?.shadowRoot?.querySelector('form') &&
          site.querySelector<HTMLElement>('soma-student-login')!,
        '<soma-student-login>',
      );
      expect(title(login)).to.equal(loginText.LOGIN_TITLE);
      expect(title(student)).to.equal(studentText.STUDENT_LOGIN_TITLE);
      expect(violations).to.deep.equal([]);
    });

    it("takes the school's colours and fonts through the --soma-* properties", async () => {
      const login = site.querySelector<HTMLElement>('soma-login')!;
      const submit = button(login, loginText.LOGIN_BUTTON);
      expect(getComputedStyle(submit).backgroundColor).to.equal('rgb(31, 95, 63)');
      expect(getComputedStyle(login.shadowRoot!.querySelector('input')!).borderRadius).to.equal('10px');
      expect(getComputedStyle(login.shadowRoot!.querySelector('form')!).fontFamily).to.contain('Avenir Next');
      // The school's own rules stop at the shadow boundary: its h2 serif does not reach the title.
      expect(getComputedStyle(login.shadowRoot!.querySelector('[part="title"]')!).fontFamily).to.not.contain(
        'Palatino',
      );
    });

    it('signs a parent in and refuses a wrong student login, still without a violation', async () => {
      const account = await parent();
      const login = site.querySelector<HTMLElement>('soma-login')!;
      const student = site.querySelector<HTMLElement>('soma-student-login')!;
      const navigations = events<{ to: string }>('soma-navigate', { cancel: true });
      try {
        await type(login, loginText.LOGIN_LABEL, account.email);
        await type(login, loginText.PASSWORD_LABEL, account.password);
        button(login, loginText.LOGIN_BUTTON).click();
        await until(() => navigations.seen.length, 'the sign-in');
        expect(navigations.seen).to.deep.equal([{ to: '/home' }]);

        await type(student, studentText.STUDENT_LOGIN_LABEL, 'no-such-student');
        await type(student, studentText.STUDENT_PASSWORD_LABEL, 'nothing');
        button(student, studentText.STUDENT_LOGIN_BUTTON).click();
        await until(() => message(student), 'the refusal');

        login.shadowRoot!.querySelector<HTMLAnchorElement>('a')!.click();
        await until(() => title(login) === loginText.RECOVERY_TITLE, 'the recovery page');
      } finally {
        navigations.stop();
      }
      expect(violations).to.deep.equal([]);
    });
  });
});
