import { expect } from '@open-wc/testing';
import { Button } from '../../../src/ui';
import { variants } from '../../../src/ui/Button.css';
import { cleanup, render } from './render';

describe('UI styles in the shadow root', () => {
  afterEach(cleanup);

  it('apply inside the shadow root but not to the page', async () => {
    const { shadow } = await render(<Button>Inside</Button>);
    const outside = document.createElement('button');
    outside.className = variants.primary;
    outside.textContent = 'Outside';
    const plain = document.createElement('button');
    plain.textContent = 'Plain';
    document.body.append(outside, plain);
    try {
      expect(getComputedStyle(shadow.querySelector('button')!).backgroundColor).to.equal('rgb(16, 79, 102)');
      for (const button of [outside, plain]) {
        const style = getComputedStyle(button);
        expect(style.backgroundColor).not.to.equal('rgb(16, 79, 102)');
        expect(style.borderTopLeftRadius).not.to.equal('6px');
      }
    } finally {
      outside.remove();
      plain.remove();
    }
  });

  it('follow --soma-* properties set by the page', async () => {
    const { host, shadow } = await render(<Button>Themed</Button>);
    host.style.setProperty('--soma-color-primary', 'rgb(120, 10, 60)');
    host.style.setProperty('--soma-radius', '0px');
    const style = getComputedStyle(shadow.querySelector('button')!);
    expect(style.backgroundColor).to.equal('rgb(120, 10, 60)');
    expect(style.borderTopLeftRadius).to.equal('0px');
  });

  it('expose parts for ::part() styling', async () => {
    const style = document.createElement('style');
    style.textContent = '.soma-part-test::part(button) { letter-spacing: 3px; }';
    document.head.append(style);
    try {
      const { host, shadow } = await render(<Button>Parted</Button>);
      host.classList.add('soma-part-test');
      expect(getComputedStyle(shadow.querySelector('button')!).letterSpacing).to.equal('3px');
    } finally {
      style.remove();
    }
  });
});
