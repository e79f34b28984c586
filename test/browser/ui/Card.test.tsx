import { expect } from '@open-wc/testing';
import { Button, Card } from '../../../src/ui';
import { cleanup, expectAccessible, render } from './render';

describe('Card', () => {
  afterEach(cleanup);

  it('is a region named by its title heading, with actions and a body', async () => {
    const { shadow } = await render(
      <Card title="Profile" actions={<Button variant="text">Edit</Button>}>
        <p>Jane Doe</p>
      </Card>,
    );
    const card = shadow.querySelector('section')!;
    expect(card.getAttribute('part')).to.equal('card');
    const title = shadow.getElementById(card.getAttribute('aria-labelledby')!)!;
    expect(title.localName).to.equal('h2');
    expect(title.textContent).to.equal('Profile');
    expect(card.querySelector('[part="card-actions"] button')!.textContent).to.equal('Edit');
    expect(card.querySelector('[part="card-body"]')!.textContent).to.equal('Jane Doe');
  });

  it('takes a heading level', async () => {
    const { shadow } = await render(
      <Card title="Current Plan" level={3}>
        x
      </Card>,
    );
    expect(shadow.querySelector('h3')!.textContent).to.equal('Current Plan');
  });

  it('has no header without title or actions', async () => {
    const { shadow } = await render(<Card>Only a body</Card>);
    expect(shadow.querySelector('[part="card-header"]')).to.equal(null);
    expect(shadow.querySelector('section')!.hasAttribute('aria-labelledby')).to.equal(false);
  });

  it('passes axe', async () => {
    const { host } = await render(
      <Card title="Change Password" actions={<Button variant="secondary">Save</Button>}>
        <p>Body text</p>
      </Card>,
    );
    await expectAccessible(host);
  });
});
