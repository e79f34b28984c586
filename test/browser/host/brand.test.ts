import { expect } from '@open-wc/testing';
import { close, mount, open } from './hostPage';
import '../../../widgets/login/define';
import { resetSettings, settings, until } from '../widgets/login/helpers';

/* The brand on the hosted portal (docs/behaviour.md, Brand): always, embedded elements or not. */

const submitOf = () =>
  until(
    () => mount?.querySelector('soma-login')?.shadowRoot?.querySelector<HTMLButtonElement>('button[type="submit"]'),
    'the login form',
  );

describe('host: the brand', () => {
  afterEach(close);
  after(resetSettings);

  it('names the portal in the header and the tab, and colours it, at the first render', async () => {
    await settings({
      brand_name: 'Hill School',
      brand_primary: '#7a1f5c',
      brand_text: '#222222',
      brand_embedded: false,
    });
    await open('/');
    const submit = await submitOf();
    expect(getComputedStyle(submit).backgroundColor).to.equal('rgb(122, 31, 92)');
    const rootStyle = getComputedStyle(document.documentElement);
    expect(rootStyle.getPropertyValue('--soma-color-primary').trim()).to.equal('#7a1f5c');
    expect(getComputedStyle(mount!).color).to.equal('rgb(34, 34, 34)');
    expect(mount!.querySelector('header')!.textContent).to.include('Hill School');
    await until(() => document.title === 'Login · Hill School', `the tab title, not ${document.title}`);
  });

  it('shows the theme and the name Soma while the site sets no brand', async () => {
    await resetSettings();
    await open('/');
    const submit = await submitOf();
    expect(getComputedStyle(submit).backgroundColor).to.equal('rgb(16, 79, 102)');
    expect(mount!.querySelector('header')!.textContent).to.include('Soma');
    await until(() => document.title === 'Login · Soma', `the tab title, not ${document.title}`);
  });
});
