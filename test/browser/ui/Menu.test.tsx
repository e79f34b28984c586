import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Menu, type MenuItem } from '../../../src/ui';
import { cleanup, click, expectAccessible, focused, press, render, settle } from './render';

function setup(chosen: string[] = [], extra: Partial<Parameters<typeof Menu>[0]> = {}) {
  const items: MenuItem[] = [
    { label: 'Change Plan', onSelect: () => chosen.push('change'), disabled: true },
    { label: 'Update Payment Method', onSelect: () => chosen.push('payment') },
    { label: 'Cancel Plan', onSelect: () => chosen.push('cancel') },
  ];
  return render(<Menu label="Plan Options" items={items} {...extra} />);
}

function items(root: ParentNode) {
  return [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')];
}

describe('Menu', () => {
  afterEach(cleanup);

  it('is a menu button, closed at first', async () => {
    const { shadow } = await setup();
    const button = shadow.querySelector('button')!;
    expect(button.getAttribute('aria-haspopup')).to.equal('menu');
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(button.getAttribute('part')).to.equal('menu-button');
    expect(shadow.querySelector('[role="menu"]')).to.equal(null);
  });

  it('opens on click, focusing the first item, labelled by its button', async () => {
    const { shadow } = await setup();
    const button = shadow.querySelector('button')!;
    await click(button);
    const menu = shadow.querySelector('[role="menu"]')!;
    expect(button.getAttribute('aria-expanded')).to.equal('true');
    expect(button.getAttribute('aria-controls')).to.equal(menu.id);
    expect(shadow.getElementById(menu.getAttribute('aria-labelledby')!)).to.equal(button);
    expect(focused()).to.equal(items(shadow)[0]);
    await click(button);
    expect(shadow.querySelector('[role="menu"]')).to.equal(null);
  });

  it('opens from the keyboard: ArrowDown to the first item, ArrowUp to the last', async () => {
    const { shadow } = await setup();
    const button = shadow.querySelector('button')!;
    await press(button, 'ArrowDown');
    expect(focused()).to.equal(items(shadow)[0]);
    await press(focused()!, 'Escape');
    await press(button, 'ArrowUp');
    expect(focused()).to.equal(items(shadow)[2]);
  });

  it('opens with Enter and Space through the real keyboard', async () => {
    const { shadow } = await setup();
    const button = shadow.querySelector('button')!;
    button.focus();
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(focused()).to.equal(items(shadow)[0]);
    await sendKeys({ press: 'Escape' });
    await settle();
    await sendKeys({ press: 'Space' });
    await settle();
    expect(focused()).to.equal(items(shadow)[0]);
  });

  it('moves with arrows (wrapping), Home and End', async () => {
    const { shadow } = await setup();
    await press(shadow.querySelector('button')!, 'ArrowDown');
    const all = items(shadow);
    await press(focused()!, 'ArrowDown');
    expect(focused()).to.equal(all[1]);
    await press(focused()!, 'ArrowDown');
    await press(focused()!, 'ArrowDown');
    expect(focused()).to.equal(all[0]);
    await press(focused()!, 'ArrowUp');
    expect(focused()).to.equal(all[2]);
    await press(focused()!, 'Home');
    expect(focused()).to.equal(all[0]);
    await press(focused()!, 'End');
    expect(focused()).to.equal(all[2]);
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { shadow } = await setup();
    const button = shadow.querySelector('button')!;
    await press(button, 'ArrowDown');
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(shadow.querySelector('[role="menu"]')).to.equal(null);
    expect(button.getAttribute('aria-expanded')).to.equal('false');
    expect(focused()).to.equal(button);
  });

  it('activates an item with Enter, closes and gives focus back', async () => {
    const chosen: string[] = [];
    const { shadow } = await setup(chosen);
    const button = shadow.querySelector('button')!;
    await press(button, 'ArrowDown');
    await press(focused()!, 'ArrowDown');
    await sendKeys({ press: 'Enter' });
    await settle();
    expect(chosen).to.deep.equal(['payment']);
    expect(shadow.querySelector('[role="menu"]')).to.equal(null);
    expect(focused()).to.equal(button);
  });

  it('keeps disabled items focusable but inert', async () => {
    const chosen: string[] = [];
    const { shadow } = await setup(chosen);
    await press(shadow.querySelector('button')!, 'ArrowDown');
    const first = items(shadow)[0];
    expect(first.getAttribute('aria-disabled')).to.equal('true');
    expect(focused()).to.equal(first);
    await click(first);
    expect(chosen).to.deep.equal([]);
    expect(shadow.querySelector('[role="menu"]')).to.not.equal(null);
  });

  it('makes link items open in a new tab', async () => {
    const { shadow } = await render(
      <Menu label="Feedback" items={[{ label: 'Give Feedback', href: 'https://example.com/feedback' }]} />,
    );
    await click(shadow.querySelector('button')!);
    const link = items(shadow)[0] as HTMLAnchorElement;
    expect(link.localName).to.equal('a');
    expect(link.target).to.equal('_blank');
    expect(link.rel).to.contain('noopener');
  });

  it('closes on a press outside and on Tab', async () => {
    const { shadow } = await setup();
    const button = shadow.querySelector('button')!;
    await click(button);
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true }));
    await settle();
    expect(shadow.querySelector('[role="menu"]')).to.equal(null);
    await click(button);
    await sendKeys({ press: 'Tab' });
    await settle();
    expect(shadow.querySelector('[role="menu"]')).to.equal(null);
  });

  it('shows a warning icon that assistive tech reads as text', async () => {
    const { shadow } = await setup([], { warning: 'Payment failed' });
    const button = shadow.querySelector('button')!;
    expect(button.querySelector('svg')).to.not.equal(null);
    expect(button.textContent).to.equal('Plan OptionsPayment failed');
  });

  it('passes axe, closed and open', async () => {
    const { host, shadow } = await setup([], { warning: 'Payment failed' });
    await expectAccessible(host);
    await click(shadow.querySelector('button')!);
    await expectAccessible(host);
  });
});
