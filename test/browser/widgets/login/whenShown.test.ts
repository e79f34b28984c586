import { expect } from '@open-wc/testing';
import { whenShown } from '../../../../widgets/login/whenShown';

function shadow(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

describe('whenShown', () => {
  it('answers at once with what is already there', () => {
    const root = shadow();
    root.innerHTML = '<h2 part="title">Login</h2>';
    const seen: string[] = [];
    whenShown(root, '[part="title"]', (found) => seen.push(found.textContent!));
    expect(seen).to.deep.equal(['Login']);
  });

  it('waits for a page that arrives later, once', async () => {
    const root = shadow();
    const seen: string[] = [];
    whenShown(root, '[part="title"]', (found) => seen.push(found.textContent!));
    expect(seen).to.deep.equal([]);
    const panel = document.createElement('div');
    panel.innerHTML = '<h2 part="title">Forgot Password</h2>';
    root.append(panel);
    await Promise.resolve();
    root.append(panel.cloneNode(true));
    await Promise.resolve();
    expect(seen).to.deep.equal(['Forgot Password']);
  });

  it('stops waiting when asked', async () => {
    const root = shadow();
    const seen: string[] = [];
    const stop = whenShown(root, '[part="title"]', (found) => seen.push(found.textContent!));
    stop();
    root.innerHTML = '<h2 part="title">Sign Up</h2>';
    await Promise.resolve();
    expect(seen).to.deep.equal([]);
  });
});
