import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { Button, ConfirmDialog, useConfirm } from '../../../src/ui';
import { cleanup, click, expectAccessible, focused, render, settle } from './render';

function buttons(root: ParentNode) {
  return [...root.querySelectorAll<HTMLButtonElement>('dialog button')];
}

describe('ConfirmDialog', () => {
  afterEach(cleanup);

  it('asks its message with the given labels, the message naming the dialog', async () => {
    const { shadow } = await render(
      <ConfirmDialog
        open
        message="Are you sure you want to log out?"
        cancelLabel="Cancel"
        confirmLabel="Log Out"
        onResolve={() => {}}
      />,
    );
    const dialog = shadow.querySelector('dialog')!;
    expect(shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal(
      'Are you sure you want to log out?',
    );
    expect(buttons(shadow).map((b) => b.textContent)).to.deep.equal(['Cancel', 'Log Out']);
    expect(focused()).to.equal(buttons(shadow)[1]);
  });

  it('with a title, describes the dialog by the message', async () => {
    const { shadow } = await render(
      <ConfirmDialog
        open
        title="Remove student"
        message="Are you sure you want to remove this student?"
        onResolve={() => {}}
      />,
    );
    const dialog = shadow.querySelector('dialog')!;
    expect(shadow.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).to.equal('Remove student');
    expect(shadow.getElementById(dialog.getAttribute('aria-describedby')!)!.textContent).to.equal(
      'Are you sure you want to remove this student?',
    );
    expect(buttons(shadow).map((b) => b.textContent)).to.deep.equal(['Cancel', 'OK']);
  });

  it('focuses Cancel first and paints confirm red when the action is dangerous', async () => {
    const { shadow } = await render(
      <ConfirmDialog
        open
        danger
        message="Are you sure you want to remove this student?"
        confirmLabel="Remove"
        onResolve={() => {}}
      />,
    );
    const [cancel, remove] = buttons(shadow);
    expect(focused()).to.equal(cancel);
    expect(getComputedStyle(remove).backgroundColor).to.equal('rgb(179, 38, 30)');
  });

  it('resolves true on confirm, false on cancel and on Escape', async () => {
    const answers: boolean[] = [];
    const { shadow } = await render(<ConfirmDialog open message="Sure?" onResolve={(ok) => answers.push(ok)} />);
    await click(buttons(shadow)[1]);
    await click(buttons(shadow)[0]);
    await sendKeys({ press: 'Escape' });
    await settle();
    expect(answers).to.deep.equal([true, false, false]);
  });

  it('useConfirm answers with a promise and returns focus', async () => {
    const answers: boolean[] = [];
    function Shell() {
      const [dialog, confirm] = useConfirm();
      const [state, setState] = useState('in');
      return (
        <>
          <Button
            onClick={async () => {
              const ok = await confirm({ message: 'Are you sure you want to log out?', confirmLabel: 'Log Out' });
              answers.push(ok);
              if (ok) setState('out');
            }}
          >
            Logout
          </Button>
          <output>{state}</output>
          {dialog}
        </>
      );
    }
    const { shadow } = await render(<Shell />);
    const logout = shadow.querySelector('button')!;
    logout.focus();
    await click(logout);
    expect(shadow.querySelector('dialog')).to.not.equal(null);
    await click(buttons(shadow)[0]);
    expect(shadow.querySelector('dialog')).to.equal(null);
    expect(focused()).to.equal(logout);
    await click(logout);
    await click(buttons(shadow).find((b) => b.textContent === 'Log Out')!);
    expect(answers).to.deep.equal([false, true]);
    expect(shadow.querySelector('output')!.textContent).to.equal('out');
  });

  it('passes axe', async () => {
    const { host } = await render(
      <ConfirmDialog open danger title="Delete" message="This can't be undone." onResolve={() => {}} />,
    );
    await expectAccessible(host);
  });
});
