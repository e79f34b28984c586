import { expect } from '@open-wc/testing';
import { sendKeys, sendMouse } from '@web/test-runner-commands';
import { useState } from 'react';
import { Button, Dialog, TextField } from '../../../src/ui';
import { cleanup, click, expectAccessible, focused, press, render, settle, shiftTab } from './render';

/** An opener button and the dialog it controls, as a screen would have them. */
function Screen({ closeOnBackdrop, onClose }: { closeOnBackdrop?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Edit</Button>
      <Dialog
        open={open}
        title="Student login"
        closeLabel="Close"
        closeOnBackdrop={closeOnBackdrop}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button>Save</Button>
          </>
        }
      >
        <TextField label="Login" />
        <TextField label="Password" type="password" />
      </Dialog>
    </>
  );
}

async function openScreen(props: Parameters<typeof Screen>[0] = {}) {
  const rendered = await render(<Screen {...props} />);
  const opener = rendered.shadow.querySelector('button')!;
  opener.focus();
  await click(opener);
  const dialog = rendered.shadow.querySelector('dialog')!;
  return { ...rendered, opener, dialog };
}

describe('Dialog', () => {
  afterEach(cleanup);

  it('renders nothing while closed', async () => {
    const { shadow } = await render(<Screen />);
    expect(shadow.querySelector('dialog')).to.equal(null);
  });

  it('opens as a modal dialog in the same shadow root, named by its title', async () => {
    const { dialog, shadow } = await openScreen();
    expect(dialog.getRootNode()).to.equal(shadow);
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    expect(dialog.getAttribute('aria-modal')).to.equal('true');
    expect(dialog.getAttribute('part')).to.equal('dialog');
    const title = shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!;
    expect(title.textContent).to.equal('Student login');
    expect(title.localName).to.equal('h2');
    expect(getComputedStyle(dialog).borderTopLeftRadius).to.equal('6px');
  });

  it('moves focus to its first control on open', async () => {
    const { dialog } = await openScreen();
    expect(focused()).to.equal(dialog.querySelector('input'));
  });

  it('prefers an element marked data-autofocus', async () => {
    const { shadow } = await render(
      <Dialog open title="Terms" onClose={() => {}} footer={<Button data-autofocus>Close</Button>}>
        <a href="#terms">Full terms</a>
      </Dialog>,
    );
    expect(focused()).to.equal(shadow.querySelector('dialog [data-autofocus]'));
  });

  it('focuses itself when it holds nothing focusable', async () => {
    const { shadow } = await render(
      <Dialog open title="Your plan has changed" onClose={() => {}}>
        <p>Read this.</p>
      </Dialog>,
    );
    expect(focused()).to.equal(shadow.querySelector('dialog'));
  });

  it('traps Tab inside', async () => {
    const { dialog } = await openScreen();
    const [close, login, password, cancel, save] = [
      dialog.querySelector('button[aria-label="Close"]'),
      ...dialog.querySelectorAll('input'),
      ...dialog.querySelectorAll('[part="dialog-footer"] button'),
    ];
    expect(focused()).to.equal(login);
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(password);
    await sendKeys({ press: 'Tab' });
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(save);
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(close);
    await shiftTab();
    expect(focused()).to.equal(save);
    await shiftTab();
    expect(focused()).to.equal(cancel);
  });

  it('closes on Escape and gives focus back to the opener', async () => {
    let closes = 0;
    const { shadow, opener } = await openScreen({ onClose: () => closes++ });
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(shadow.querySelector('dialog')).to.equal(null);
    expect(closes).to.equal(1);
    expect(focused()).to.equal(opener);
  });

  it('gives focus back when its owner closes it', async () => {
    const { dialog, opener, shadow } = await openScreen();
    await click(dialog.querySelector('[part="dialog-footer"] button')!);
    expect(shadow.querySelector('dialog')).to.equal(null);
    expect(focused()).to.equal(opener);
  });

  it('closes from its close button', async () => {
    const { dialog, shadow, opener } = await openScreen();
    await click(dialog.querySelector('button[aria-label="Close"]')!);
    expect(shadow.querySelector('dialog')).to.equal(null);
    expect(focused()).to.equal(opener);
  });

  it('closes on a backdrop click, not on a click inside', async () => {
    const { dialog, shadow } = await openScreen();
    const box = dialog.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(box.left + 20), Math.round(box.top + 20)] });
    await settle();
    expect(shadow.querySelector('dialog')).to.equal(dialog);
    await sendMouse({ type: 'click', position: [2, 2] });
    await settle();
    expect(shadow.querySelector('dialog')).to.equal(null);
  });

  it('ignores backdrop clicks when told to', async () => {
    const { dialog } = await openScreen({ closeOnBackdrop: false });
    await sendMouse({ type: 'click', position: [2, 2] });
    await settle();
    expect(dialog.isConnected).to.equal(true);
  });

  it('lets an Escape handled inside stay inside', async () => {
    let closes = 0;
    const { shadow } = await render(
      <Dialog open title="Nested" onClose={() => closes++}>
        <input aria-label="Search" onKeyDown={(e) => e.key === 'Escape' && e.stopPropagation()} />
      </Dialog>,
    );
    await press(shadow.querySelector('input')!, 'Escape');
    expect(closes).to.equal(0);
    await press(shadow.querySelector('dialog')!, 'Escape');
    expect(closes).to.equal(1);
  });

  it('passes axe while open', async () => {
    const { host } = await openScreen();
    await expectAccessible(host);
  });
});

describe('Dialog inside a dialog', () => {
  afterEach(cleanup);

  function Nested() {
    const [inner, setInner] = useState(false);
    const [outer, setOuter] = useState(true);
    return (
      <Dialog open={outer} title="Outer" onClose={() => setOuter(false)}>
        <Button onClick={() => setInner(true)}>More</Button>
        <Dialog
          open={inner}
          title="Inner"
          onClose={() => setInner(false)}
          footer={
            <>
              <Button>One</Button>
              <Button>Two</Button>
            </>
          }
        />
      </Dialog>
    );
  }

  it('traps Tab in the inner one and closes only it on Escape, focus back to its opener', async () => {
    const { shadow } = await render(<Nested />);
    const more = shadow.querySelector('button')!;
    await click(more);
    const [outer, inner] = shadow.querySelectorAll('dialog');
    const [one, two] = inner.querySelectorAll('button');
    expect(focused()).to.equal(one);
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(two);
    await sendKeys({ press: 'Tab' });
    expect(focused()).to.equal(one);
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(inner.isConnected).to.equal(false);
    expect(outer.open).to.equal(true);
    expect(focused()).to.equal(more);
  });
});
