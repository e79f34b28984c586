import { expect } from '@open-wc/testing';
import '../../../widgets/login/define';
import { resetSettings, settings, until } from '../widgets/login/helpers';

/*
 * The brand on embedded elements (docs/behaviour.md, Brand): only when the site applies it to
 * them, and never over the embedding page's own `--soma-*` on the element.
 */

const BRAND = '#7a1f5c';
const BRAND_RGB = 'rgb(122, 31, 92)';
const THEME_RGB = 'rgb(16, 79, 102)';

async function loginBox(): Promise<{ element: HTMLElement; submit: HTMLButtonElement }> {
  const element = document.createElement('soma-login');
  document.body.append(element);
  const submit = await until(
    () => element.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]'),
    'the login form',
  );
  return { element, submit };
}

const background = (el: Element) => getComputedStyle(el).backgroundColor;

describe('the brand on an embedded element', () => {
  afterEach(() => {
    for (const el of document.querySelectorAll('soma-login, style[data-page]')) el.remove();
  });
  after(resetSettings);

  it('keeps the theme while the site applies its brand to the portal only', async () => {
    await settings({ brand_primary: BRAND, brand_font: 'serif', brand_embedded: false });
    const { submit } = await loginBox();
    expect(background(submit)).to.equal(THEME_RGB);
  });

  it('takes the brand’s colours and font when the site applies it to embedded elements', async () => {
    await settings({ brand_primary: BRAND, brand_font: 'serif', brand_embedded: true });
    const { element, submit } = await loginBox();
    await until(() => background(submit) === BRAND_RGB, `the brand colour, not ${background(submit)}`);
    expect(getComputedStyle(element).getPropertyValue('--soma-color-primary').trim()).to.equal(BRAND);
    const root = element.shadowRoot!.querySelector('[part="root"]')!;
    expect(getComputedStyle(root).fontFamily).to.match(/^Charter/);
  });

  it('follows a change of the brand without a reload, and leaves the theme again when it is taken off', async () => {
    await settings({ brand_primary: BRAND, brand_embedded: true });
    const { submit } = await loginBox();
    await until(() => background(submit) === BRAND_RGB, 'the brand colour');
    await settings({ brand_primary: '#0b3d2e', brand_embedded: true });
    await until(() => background(submit) === 'rgb(11, 61, 46)', `the new colour, not ${background(submit)}`);
    await settings({ brand_primary: '#0b3d2e', brand_embedded: false });
    await until(() => background(submit) === THEME_RGB, `the theme again, not ${background(submit)}`);
  });

  it('loses to the embedding page’s own property on the element, in its stylesheet or inline', async () => {
    await settings({ brand_primary: BRAND, brand_embedded: true });
    const style = document.createElement('style');
    style.dataset.page = '';
    style.textContent = 'soma-login { --soma-color-primary: #224400; }';
    document.head.append(style);
    const { element, submit } = await loginBox();
    await until(() => background(submit) === 'rgb(34, 68, 0)', `the page's colour, not ${background(submit)}`);
    element.style.setProperty('--soma-color-primary', '#550000');
    await until(() => background(submit) === 'rgb(85, 0, 0)', `the inline colour, not ${background(submit)}`);
  });
});
