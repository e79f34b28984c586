import { expect } from '@open-wc/testing';
import { Alert, Button } from '../../../src/ui';
import { cleanup, expectAccessible, render } from './render';

describe('Alert', () => {
  afterEach(cleanup);

  it('is announced: alert for danger, status for the other tones', async () => {
    const { shadow } = await render(
      <>
        <Alert>Info</Alert>
        <Alert tone="success">Your plan has been successfully changed.</Alert>
        <Alert tone="warning">Warning</Alert>
        <Alert tone="danger">Your card was declined. Please enter a different card below.</Alert>
      </>,
    );
    const roles = [...shadow.querySelectorAll('[part="alert"]')].map((a) => a.getAttribute('role'));
    expect(roles).to.deep.equal(['status', 'status', 'status', 'alert']);
  });

  it('edges each tone in its colour', async () => {
    const { shadow } = await render(
      <>
        <Alert tone="success">a</Alert>
        <Alert tone="danger">b</Alert>
      </>,
    );
    const [success, danger] = [...shadow.querySelectorAll('[part="alert"]')].map(
      (a) => getComputedStyle(a).borderLeftColor,
    );
    expect(success).to.equal('rgb(22, 112, 58)');
    expect(danger).to.equal('rgb(179, 38, 30)');
  });

  it('shows a title and an action', async () => {
    const { shadow } = await render(
      <Alert tone="danger" title="Too many students" action={<Button>Upgrade</Button>}>
        Please remove 2 student(s) or upgrade your account.
      </Alert>,
    );
    expect(shadow.querySelector('strong')!.textContent).to.equal('Too many students');
    expect(shadow.querySelector('button')!.textContent).to.equal('Upgrade');
  });

  it('passes axe in every tone', async () => {
    const { host } = await render(
      <>
        <Alert title="Note">Info text</Alert>
        <Alert tone="success">Success text</Alert>
        <Alert tone="warning">Warning text</Alert>
        <Alert tone="danger" action={<Button variant="danger">Fix</Button>}>
          Danger text
        </Alert>
      </>,
    );
    await expectAccessible(host);
  });
});
