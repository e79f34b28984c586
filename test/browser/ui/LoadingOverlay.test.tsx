import { expect } from '@open-wc/testing';
import { LoadingOverlay } from '../../../src/ui';
import { cleanup, expectAccessible, render, wait } from './render';

function parts(root: ParentNode) {
  return {
    region: root.querySelector<HTMLElement>('[part="loading-region"]')!,
    overlay: () => root.querySelector<HTMLElement>('[part="loading-overlay"]'),
    status: root.querySelector('[role="status"]')!,
  };
}

describe('LoadingOverlay', () => {
  afterEach(cleanup);

  it('marks the region busy at once, is hidden at 100 ms and shows after 250 ms', async () => {
    const start = performance.now();
    const since = (ms: number) => wait(Math.max(0, start + ms - performance.now()));
    const { shadow } = await render(
      <LoadingOverlay active>
        <p>Students</p>
      </LoadingOverlay>,
    );
    const { region, overlay, status } = parts(shadow);
    expect(region.getAttribute('aria-busy')).to.equal('true');
    await since(100);
    expect(overlay()).to.equal(null);
    expect(status.textContent).to.equal('');
    await since(300);
    expect(overlay()).to.not.equal(null);
    expect(status.textContent).to.equal('Loading');
  });

  it('covers its container', async () => {
    const { shadow } = await render(
      <LoadingOverlay active delay={0}>
        <div style={{ height: '120px', width: '200px' }} />
      </LoadingOverlay>,
    );
    await wait(50);
    const { region, overlay } = parts(shadow);
    const outer = region.getBoundingClientRect();
    const cover = overlay()!.getBoundingClientRect();
    expect([cover.top, cover.left, cover.width, cover.height]).to.deep.equal([
      outer.top,
      outer.left,
      outer.width,
      outer.height,
    ]);
  });

  it('never shows for a load shorter than the delay', async () => {
    const { shadow, rerender } = await render(<LoadingOverlay active>x</LoadingOverlay>);
    await wait(100);
    await rerender(<LoadingOverlay active={false}>x</LoadingOverlay>);
    await wait(250);
    const { region, overlay } = parts(shadow);
    expect(overlay()).to.equal(null);
    expect(region.hasAttribute('aria-busy')).to.equal(false);
  });

  it('hides when the load ends', async () => {
    const { shadow, rerender } = await render(
      <LoadingOverlay active delay={10} label="Saving">
        x
      </LoadingOverlay>,
    );
    await wait(60);
    expect(parts(shadow).status.textContent).to.equal('Saving');
    await rerender(
      <LoadingOverlay active={false} delay={10} label="Saving">
        x
      </LoadingOverlay>,
    );
    expect(parts(shadow).overlay()).to.equal(null);
    expect(parts(shadow).status.textContent).to.equal('');
  });

  it('is gone in the same render that ends the load, never beside what the load brought', async () => {
    const { shadow, rerender } = await render(
      <LoadingOverlay active delay={10}>
        {null}
      </LoadingOverlay>,
    );
    await wait(60);
    expect(parts(shadow).overlay()).to.not.equal(null);
    // Each batch of DOM changes, as a user could see it between two renders.
    const seen: { overlay: boolean; answer: boolean }[] = [];
    const observer = new MutationObserver(() =>
      seen.push({ overlay: parts(shadow).overlay() !== null, answer: shadow.querySelector('#answer') !== null }),
    );
    observer.observe(shadow, { childList: true, subtree: true });
    try {
      await rerender(
        <LoadingOverlay active={false} delay={10}>
          <p id="answer">Saved</p>
        </LoadingOverlay>,
      );
      await wait(60);
    } finally {
      observer.disconnect();
    }
    expect(seen.length).to.be.greaterThan(0);
    expect(seen.filter((batch) => batch.overlay && batch.answer)).to.deep.equal([]);
  });

  it('passes axe while shown', async () => {
    const { host } = await render(
      <LoadingOverlay active delay={0}>
        <p>Content</p>
      </LoadingOverlay>,
    );
    await wait(50);
    await expectAccessible(host);
  });
});
