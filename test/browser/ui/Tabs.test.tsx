import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { Tabs } from '../../../src/ui';
import { cleanup, click, expectAccessible, focused, press, render, settle } from './render';

const tabs = [
  { id: 'profile', label: 'Profile', panel: <p>Profile card</p> },
  { id: 'plan', label: 'Current Plan', panel: <p>Plan card</p> },
  { id: 'password', label: 'Change Password', panel: <p>Password card</p> },
];

function parts(root: ParentNode) {
  return {
    list: root.querySelector('[role="tablist"]')!,
    tabs: [...root.querySelectorAll<HTMLElement>('[role="tab"]')],
    visible: () => [...root.querySelectorAll<HTMLElement>('[role="tabpanel"]')].filter((p) => !p.hidden),
  };
}

describe('Tabs', () => {
  afterEach(cleanup);

  it('wires tablist, tabs and panels together', async () => {
    const { shadow } = await render(<Tabs label="Account" tabs={tabs} />);
    const { list, tabs: all, visible } = parts(shadow);
    expect(list.getAttribute('aria-label')).to.equal('Account');
    expect(all.map((t) => t.getAttribute('aria-selected'))).to.deep.equal(['true', 'false', 'false']);
    expect(all.map((t) => t.tabIndex)).to.deep.equal([0, -1, -1]);
    const [panel] = visible();
    expect(panel.id).to.equal(all[0].getAttribute('aria-controls'));
    expect(panel.getAttribute('aria-labelledby')).to.equal(all[0].id);
    expect(panel.textContent).to.equal('Profile card');
  });

  it('selects as focus moves with the arrow keys, wrapping at the ends', async () => {
    const changes: string[] = [];
    const { shadow } = await render(<Tabs label="Account" tabs={tabs} onChange={(id) => changes.push(id)} />);
    const { tabs: all, visible } = parts(shadow);
    await press(all[0], 'ArrowRight');
    expect(focused()).to.equal(all[1]);
    expect(all[1].getAttribute('aria-selected')).to.equal('true');
    expect(visible()[0].textContent).to.equal('Plan card');
    await press(all[1], 'ArrowRight');
    await press(all[2], 'ArrowRight');
    expect(focused()).to.equal(all[0]);
    await press(all[0], 'ArrowLeft');
    expect(focused()).to.equal(all[2]);
    expect(changes).to.deep.equal(['plan', 'password', 'profile', 'password']);
  });

  it('goes to the ends with Home and End', async () => {
    const { shadow } = await render(<Tabs label="Account" tabs={tabs} defaultValue="plan" />);
    const { tabs: all } = parts(shadow);
    await press(all[1], 'End');
    expect(focused()).to.equal(all[2]);
    await press(all[2], 'Home');
    expect(focused()).to.equal(all[0]);
    expect(all[0].getAttribute('aria-selected')).to.equal('true');
  });

  it('is one Tab stop, then the panel', async () => {
    const { shadow } = await render(<Tabs label="Account" tabs={tabs} defaultValue="plan" />);
    const { tabs: all, visible } = parts(shadow);
    all[1].focus();
    await sendKeys({ press: 'ArrowLeft' });
    await settle();
    expect(focused()).to.equal(all[0]);
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(visible()[0]);
  });

  it('selects on click and follows a controlled value', async () => {
    const { shadow, rerender } = await render(<Tabs label="Account" tabs={tabs} value="profile" />);
    const { tabs: all, visible } = parts(shadow);
    await click(all[2]);
    expect(visible()[0].textContent).to.equal('Profile card');
    await rerender(<Tabs label="Account" tabs={tabs} value="password" />);
    expect(visible()[0].textContent).to.equal('Password card');
  });

  it('passes axe', async () => {
    const { host } = await render(<Tabs label="Account" tabs={tabs} />);
    await expectAccessible(host);
  });
});
