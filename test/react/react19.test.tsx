// The widgets are written against the React API and ship on preact/compat. This file is bundled
// with real React 19 and react-dom 19 instead, to keep them honest React code.
import { expect, fixture, html, nextFrame, oneEvent } from '@open-wc/testing';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useState, version } from 'react';
import { Link, Route, Switch } from 'wouter';
import { elementClass } from '../../src/element';
import { useElement } from '../../src/element/context';
import { Button, Dialog, TextField } from '../../src/ui';
import { Account } from '../../widgets/account/Account';
import { Admin } from '../../widgets/admin/Admin';
import { Login } from '../../widgets/login/Login';
import { PlanShop } from '../../widgets/plan-shop/PlanShop';
import { StudentLogin } from '../../widgets/student-login/StudentLogin';

const $name = atom('Amina');

function Tree() {
  const name = useStore($name);
  const { emit } = useElement();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <TextField label="Name" value={name} onChange={(e) => $name.set(e.currentTarget.value)} />
      <p data-testid="hello">Hello {name}</p>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Button onClick={() => emit('saved', { name })}>Save</Button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Details" closeLabel="Close">
        <p>Inside</p>
      </Dialog>
      <Link href="/second">Second</Link>
      <Switch>
        <Route path="/second">
          <p data-testid="page">second</p>
        </Route>
        <Route>
          <p data-testid="page">first</p>
        </Route>
      </Switch>
    </div>
  );
}

customElements.define('soma-react-tree', elementClass(Tree));
const widgets = { Login, StudentLogin, PlanShop, Account, Admin };
for (const [name, Component] of Object.entries(widgets)) {
  customElements.define(`soma-react-${name.toLowerCase()}`, elementClass(Component));
}

async function settle() {
  await nextFrame();
  await nextFrame();
}

describe('real React 19', () => {
  it('is the React in this bundle', () => {
    expect(version.startsWith('19.')).to.equal(true);
  });

  it('renders an element tree with stores, routing, the UI kit and events', async () => {
    const el = await fixture<HTMLElement>(html`<soma-react-tree></soma-react-tree>`);
    await settle();
    const root = el.shadowRoot!;
    expect(root.querySelector('[data-testid="hello"]')!.textContent).to.equal('Hello Amina');

    $name.set('Baraka');
    await settle();
    expect(root.querySelector('[data-testid="hello"]')!.textContent).to.equal('Hello Baraka');
    expect((root.querySelector('input') as HTMLInputElement).value).to.equal('Baraka');

    (root.querySelectorAll('button')[0] as HTMLButtonElement).click();
    await settle();
    expect((root.querySelector('dialog') as HTMLDialogElement).open).to.equal(true);

    setTimeout(() => (root.querySelectorAll('button')[1] as HTMLButtonElement).click());
    const event = (await oneEvent(document, 'soma-saved')) as CustomEvent;
    expect(event.detail).to.deep.equal({ name: 'Baraka' });

    (root.querySelector('a') as HTMLAnchorElement).click();
    await settle();
    expect(root.querySelector('[data-testid="page"]')!.textContent).to.equal('second');
  });

  for (const name of Object.keys(widgets)) {
    it(`renders the ${name} widget`, async () => {
      const el = await fixture<HTMLElement>(`<soma-react-${name.toLowerCase()}></soma-react-${name.toLowerCase()}>`);
      await settle();
      expect(el.shadowRoot!.textContent!.trim().length).to.be.greaterThan(0);
    });
  }
});
