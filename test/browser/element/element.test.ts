import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { defineElement } from '../../../src/element';
import { routed } from '../../../src/element/routing';
import { stylesheet } from '../../../src/theme/stylesheet';
import { options } from '../../../src/config';
import { Fixture, lifecycle } from './fixture';
import { marked } from './fixture.css';

defineElement('soma-fixture', routed(Fixture), { attributes: ['greeting', 'user-name'] });

async function settle() {
  await nextFrame();
  await nextFrame();
}

function query(el: Element, testid: string): HTMLElement {
  return el.shadowRoot!.querySelector(`[data-testid="${testid}"]`) as HTMLElement;
}

describe('element base', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
  });

  it('renders into an open shadow root that adopts the one shared stylesheet', async () => {
    const a = await fixture<HTMLElement>(html`<soma-fixture></soma-fixture>`);
    const b = await fixture<HTMLElement>(html`<soma-fixture></soma-fixture>`);
    await settle();
    expect(a.shadowRoot).to.not.equal(null);
    expect(a.shadowRoot!.adoptedStyleSheets).to.deep.equal([stylesheet()]);
    expect(b.shadowRoot!.adoptedStyleSheets[0]).to.equal(a.shadowRoot!.adoptedStyleSheets[0]);
    expect(document.adoptedStyleSheets).to.not.include(stylesheet());
    expect(query(a, 'greeting').textContent).to.contain('none');
  });

  it('passes attributes as camelCase props and re-renders when they change', async () => {
    const el = await fixture<HTMLElement>(html`<soma-fixture greeting="Hello" user-name="Amina"></soma-fixture>`);
    await settle();
    expect(query(el, 'greeting').textContent).to.equal('Hello Amina');
    el.setAttribute('greeting', 'Habari');
    await settle();
    expect(query(el, 'greeting').textContent).to.equal('Habari Amina');
  });

  it('styles apply inside the shadow root and do not leak out', async () => {
    const el = await fixture<HTMLElement>(html`<div><soma-fixture></soma-fixture><p class=${marked}>outside</p></div>`);
    await settle();
    const inside = query(el.querySelector('soma-fixture')!, 'greeting');
    const outside = el.querySelector('p')!;
    expect(getComputedStyle(inside).color).to.equal('rgb(255, 0, 0)');
    expect(getComputedStyle(outside).color).to.not.equal('rgb(255, 0, 0)');
  });

  it('page styles do not reach inside', async () => {
    const style = document.createElement('style');
    style.textContent = 'p { color: rgb(0, 0, 255) !important; }';
    document.head.append(style);
    try {
      const el = await fixture<HTMLElement>(html`<soma-fixture></soma-fixture>`);
      await settle();
      expect(getComputedStyle(query(el, 'greeting')).color).to.equal('rgb(255, 0, 0)');
    } finally {
      style.remove();
    }
  });

  it('emits soma-* events that bubble out of the shadow root to the document', async () => {
    const el = await fixture<HTMLElement>(html`<soma-fixture></soma-fixture>`);
    await settle();
    const button = el.shadowRoot!.querySelector('button')!;
    setTimeout(() => button.click());
    const event = (await oneEvent(document, 'soma-thing-done')) as CustomEvent;
    expect(event.detail).to.deep.equal({ id: 42 });
    expect(event.bubbles).to.equal(true);
    expect(event.composed).to.equal(true);
    expect(event.target).to.equal(el);
  });

  it('tells the widget when the page cancels an event', async () => {
    const el = await fixture<HTMLElement>(html`<soma-fixture></soma-fixture>`);
    await settle();
    const prevent = (e: Event) => e.preventDefault();
    document.addEventListener('soma-thing-done', prevent);
    try {
      el.shadowRoot!.querySelector('button')!.click();
      await settle();
      expect(query(el, 'cancelled').textContent).to.equal('true');
    } finally {
      document.removeEventListener('soma-thing-done', prevent);
    }
    el.shadowRoot!.querySelector('button')!.click();
    await settle();
    expect(query(el, 'cancelled').textContent).to.equal('false');
  });

  it('routes in memory by default without touching the page URL', async () => {
    const el = await fixture<HTMLElement>(html`<soma-fixture></soma-fixture>`);
    await settle();
    const before = location.href;
    (el.shadowRoot!.querySelector('a') as HTMLAnchorElement).click();
    await settle();
    expect(query(el, 'page').textContent).to.equal('next page');
    expect(query(el, 'location').textContent).to.equal('/next');
    expect(location.href).to.equal(before);
  });

  it('starts memory routing at the start attribute', async () => {
    const el = await fixture<HTMLElement>(html`<soma-fixture start="/next"></soma-fixture>`);
    await settle();
    expect(query(el, 'page').textContent).to.equal('next page');
  });

  it('routes by hash', async () => {
    const el = await fixture<HTMLElement>(html`<soma-fixture routing="hash"></soma-fixture>`);
    await settle();
    (el.shadowRoot!.querySelector('a') as HTMLAnchorElement).click();
    await settle();
    expect(location.hash).to.equal('#/next');
    expect(query(el, 'page').textContent).to.equal('next page');
    history.replaceState(null, '', location.pathname);
  });

  it('routes by path under a base', async () => {
    history.replaceState(null, '', '/portal/');
    const el = await fixture<HTMLElement>(html`<soma-fixture routing="path" base="/portal"></soma-fixture>`);
    await settle();
    (el.shadowRoot!.querySelector('a') as HTMLAnchorElement).click();
    await settle();
    expect(location.pathname).to.equal('/portal/next');
    expect(query(el, 'page').textContent).to.equal('next page');
  });

  it('unmounts cleanly when removed and mounts again when re-attached', async () => {
    const el = await fixture<HTMLElement>(html`<soma-fixture></soma-fixture>`);
    await settle();
    const { mounted, unmounted } = lifecycle;
    const parent = el.parentElement!;
    el.remove();
    await settle();
    expect(lifecycle.unmounted).to.equal(unmounted + 1);
    expect(el.shadowRoot!.childElementCount).to.equal(0);
    parent.append(el);
    await settle();
    expect(lifecycle.mounted).to.equal(mounted + 1);
    expect(query(el, 'greeting')).to.not.equal(null);
  });

  it('api, portal and locale attributes configure the shared core', async () => {
    await fixture<HTMLElement>(html`<soma-fixture api="https://api.school.example/api" locale="sw-KE"></soma-fixture>`);
    expect(options().api).to.equal('https://api.school.example/api');
    expect(options().locale).to.equal('sw-KE');
  });
});
