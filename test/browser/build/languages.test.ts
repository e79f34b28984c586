import { expect, nextFrame } from '@open-wc/testing';

// The built SDK in two languages (docs/languages.md): dist/soma.js defines an element from the
// Kiswahili build, dist/sw/, when the element or Soma.configure() asks for Kiswahili.
const fetched = (path: string) =>
  performance.getEntriesByType('resource').some((entry) => new URL(entry.name).pathname === path);

async function until(check: () => boolean, ms = 5000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await nextFrame();
  }
}

async function defined(tag: string, attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.body.append(element);
  await until(() => customElements.get(tag) !== undefined && element.shadowRoot?.firstElementChild != null);
  return element;
}

describe('dist/soma.js in Kiswahili', () => {
  before(async () => {
    const loader = '/dist/soma.js';
    await import(/* @vite-ignore */ loader);
  });

  it("defines an element whose locale attribute asks for Kiswahili from the Kiswahili build, marked lang='sw'", async () => {
    const element = await defined('soma-student-login', { locale: 'sw-KE' });
    expect(fetched('/dist/sw/student-login.js')).to.equal(true);
    expect(element.shadowRoot!.firstElementChild!.getAttribute('lang')).to.equal('sw');
  });

  it('follows Soma.configure({ locale }) for an element without the attribute', async () => {
    window.Soma!.configure({ locale: 'sw' });
    const element = await defined('soma-login');
    expect(fetched('/dist/sw/login.js')).to.equal(true);
    expect(element.shadowRoot!.firstElementChild!.getAttribute('lang')).to.equal('sw');
  });

  it("keeps English for an element whose own attribute says so, over the page's default", async () => {
    window.Soma!.configure({ locale: 'sw' });
    const element = await defined('soma-plan-shop', { locale: 'en-KE' });
    expect(fetched('/dist/sw/plan-shop.js')).to.equal(false);
    expect(element.shadowRoot!.firstElementChild!.hasAttribute('lang')).to.equal(false);
  });
});
