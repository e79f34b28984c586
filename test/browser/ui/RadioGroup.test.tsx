import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { useState } from 'react';
import { RadioGroup } from '../../../src/ui';
import { cleanup, click, expectAccessible, focused, render, settle } from './render';

const methods = [
  { value: 'mpesa', label: 'M-Pesa' },
  { value: 'card', label: 'Credit / Debit' },
  { value: 'other', label: 'Other' },
];

function Payment({ onChange }: { onChange?: (v: string) => void }) {
  const [value, setValue] = useState('mpesa');
  return (
    <RadioGroup
      legend="Payment method"
      options={methods}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('RadioGroup', () => {
  afterEach(cleanup);

  it('is a fieldset named by its legend, with one radio per option', async () => {
    const { shadow } = await render(<Payment />);
    const fieldset = shadow.querySelector('fieldset')!;
    expect(fieldset.querySelector('legend')!.textContent).to.equal('Payment method');
    expect(shadow.getElementById(fieldset.getAttribute('aria-labelledby')!)).to.equal(fieldset.querySelector('legend'));
    const radios = [...shadow.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.labels![0].textContent)).to.deep.equal(['M-Pesa', 'Credit / Debit', 'Other']);
    expect(new Set(radios.map((r) => r.name)).size).to.equal(1);
    expect(radios[0].checked).to.equal(true);
  });

  it('moves the choice with the arrow keys, as native radios do', async () => {
    const seen: string[] = [];
    const { shadow } = await render(<Payment onChange={(v) => seen.push(v)} />);
    const radios = [...shadow.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    radios[0].focus();
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(focused()).to.equal(radios[1]);
    expect(radios[1].checked).to.equal(true);
    await sendKeys({ press: 'ArrowDown' });
    await sendKeys({ press: 'ArrowDown' });
    await settle();
    expect(radios[0].checked).to.equal(true);
    expect(seen).to.deep.equal(['card', 'other', 'mpesa']);
  });

  it('selects on click', async () => {
    const { shadow } = await render(<Payment />);
    const radios = [...shadow.querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    await click(radios[2]);
    expect(radios[2].checked).to.equal(true);
    expect(radios[0].checked).to.equal(false);
  });

  it('skips disabled options and disables the whole group', async () => {
    const { shadow, rerender } = await render(
      <RadioGroup
        legend="Gender"
        options={[
          { value: 'm', label: 'Male' },
          { value: 'f', label: 'Female', disabled: true },
        ]}
      />,
    );
    expect(shadow.querySelectorAll('input')[1].disabled).to.equal(true);
    await rerender(<RadioGroup legend="Gender" disabled options={[{ value: 'm', label: 'Male' }]} />);
    expect(shadow.querySelector('fieldset')!.disabled).to.equal(true);
  });

  it('shows its error and points at it from the group', async () => {
    const { shadow } = await render(
      <RadioGroup legend="Gender" required options={methods} error="The gender field is required." />,
    );
    const group = shadow.querySelector('fieldset')!;
    expect(group.getAttribute('role')).to.equal('radiogroup');
    expect(group.getAttribute('aria-invalid')).to.equal('true');
    expect(group.getAttribute('aria-required')).to.equal('true');
    const error = shadow.getElementById(group.getAttribute('aria-describedby')!)!;
    expect(error.textContent).to.equal('The gender field is required.');
    expect(error.getAttribute('role')).to.equal('alert');
  });

  it('passes axe', async () => {
    const { host } = await render(
      <>
        <Payment />
        <RadioGroup legend="Gender" inline required options={methods} hint="Pick one" error="Required" />
      </>,
    );
    await expectAccessible(host);
  });
});
