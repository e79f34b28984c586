import { expect } from '@open-wc/testing';
import { lightContainer } from '../../../src/payments/stripe/lightDom';

function shadowHost(parent: Node): { host: HTMLElement; shadow: ShadowRoot } {
  const host = document.createElement('div');
  parent.appendChild(host);
  return { host, shadow: host.attachShadow({ mode: 'open' }) };
}

describe('lightContainer', () => {
  afterEach(() => document.body.replaceChildren());

  it('outside any shadow root, is a plain child of the anchor', () => {
    const anchor = document.body.appendChild(document.createElement('div'));
    const { target, remove } = lightContainer(anchor, 'card');
    expect(target.parentElement).to.equal(anchor);
    remove();
    expect(anchor.childNodes).to.have.length(0);
  });

  it('in a shadow root, sits in the host light DOM and shows through a slot at the anchor', () => {
    const { host, shadow } = shadowHost(document.body);
    const anchor = shadow.appendChild(document.createElement('div'));
    const { target, remove } = lightContainer(anchor, 'card-1');
    expect(target.getRootNode()).to.equal(document);
    expect(target.parentElement).to.equal(host);
    expect(target.assignedSlot!.parentElement).to.equal(anchor);
    remove();
    expect(host.childNodes).to.have.length(0);
    expect(anchor.childNodes).to.have.length(0);
  });

  it('through shadow roots within shadow roots, a slot forwards it at each level', () => {
    const outer = shadowHost(document.body);
    const inner = shadowHost(outer.shadow);
    const anchor = inner.shadow.appendChild(document.createElement('div'));
    const { target, remove } = lightContainer(anchor, 'card-2');
    expect(target.getRootNode()).to.equal(document);
    expect(target.parentElement).to.equal(outer.host);
    const forward = target.assignedSlot!;
    expect(forward.getRootNode()).to.equal(outer.shadow);
    expect(forward.parentElement).to.equal(inner.host);
    expect(forward.assignedSlot!.parentElement).to.equal(anchor);
    expect(anchor.getBoundingClientRect().height).to.equal(0);
    target.style.height = '20px';
    expect(anchor.getBoundingClientRect().height).to.equal(20);
    remove();
    expect(outer.host.childNodes).to.have.length(0);
    expect(inner.host.childNodes).to.have.length(0);
  });
});
