import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { Checkbox } from '../../../src/ui';
import { cleanup, click, expectAccessible, render } from './render';

describe('Checkbox', () => {
  afterEach(cleanup);

  it('is a native checkbox named by its label', async () => {
    const { shadow } = await render(<Checkbox label="I understand" name="understand" />);
    const input = shadow.querySelector('input')!;
    expect(input.type).to.equal('checkbox');
    expect(input.labels![0].textContent).to.equal('I understand');
    expect(input.labels![0].getAttribute('part')).to.equal('checkbox');
  });

  it('toggles from a click on its label', async () => {
    function Controlled() {
      const [checked, setChecked] = useState(false);
      return (
        <Checkbox label="Proceed without a password" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
      );
    }
    const { shadow } = await render(<Controlled />);
    const input = shadow.querySelector('input')!;
    await click(input.labels![0].querySelector('span')!);
    expect(input.checked).to.equal(true);
    await click(input.labels![0].querySelector('span')!);
    expect(input.checked).to.equal(false);
  });

  it('shows its error and points at it', async () => {
    const { shadow } = await render(<Checkbox label="I understand" required error="Please confirm" />);
    const input = shadow.querySelector('input')!;
    expect(input.required).to.equal(true);
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const error = shadow.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(error.textContent).to.equal('Please confirm');
    expect(error.getAttribute('role')).to.equal('alert');
  });

  it('passes axe', async () => {
    const { host } = await render(
      <>
        <Checkbox label="Remember me" />
        <Checkbox label="I agree to the terms" required hint="Read them first" error="You must agree" />
        <Checkbox label="Disabled" disabled />
      </>,
    );
    await expectAccessible(host);
  });
});
