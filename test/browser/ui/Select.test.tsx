import { expect } from '@open-wc/testing';
import { useState } from 'react';
import { Select } from '../../../src/ui';
import { cleanup, expectAccessible, render, settle } from './render';

const regions = [
  { value: '1', label: 'Nairobi' },
  { value: '2', label: 'Mombasa' },
  { value: '3', label: 'Kisumu', disabled: true },
];

describe('Select', () => {
  afterEach(cleanup);

  it('is a native select labelled by its visible label', async () => {
    const { shadow } = await render(<Select label="Region" options={regions} />);
    const select = shadow.querySelector('select')!;
    expect(select.labels![0].textContent).to.equal('Region');
    expect(select.getAttribute('part')).to.equal('select');
    expect([...select.options].map((o) => o.text)).to.deep.equal(['Nairobi', 'Mombasa', 'Kisumu']);
    expect(select.options[2].disabled).to.equal(true);
  });

  it('puts a placeholder option with the empty value first', async () => {
    const { shadow } = await render(
      <Select label="Region" placeholder="Unspecified" options={regions} defaultValue="" />,
    );
    const select = shadow.querySelector('select')!;
    expect(select.options[0].text).to.equal('Unspecified');
    expect(select.options[0].value).to.equal('');
    expect(select.value).to.equal('');
  });

  it('takes option children too', async () => {
    const { shadow } = await render(
      <Select label="Gender">
        <option value="m">Male</option>
        <option value="f">Female</option>
      </Select>,
    );
    expect(shadow.querySelector('select')!.options.length).to.equal(2);
  });

  it('reports changes', async () => {
    const seen: string[] = [];
    function Form() {
      const [value, setValue] = useState('1');
      return (
        <Select
          label="Region"
          options={regions}
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            seen.push(e.target.value);
          }}
        />
      );
    }
    const { shadow } = await render(<Form />);
    const select = shadow.querySelector('select')!;
    select.value = '2';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await settle();
    expect(seen).to.deep.equal(['2']);
    expect(select.value).to.equal('2');
  });

  it('shows its error and points at it', async () => {
    const { shadow } = await render(
      <Select label="Grade" required options={regions} error="The grade field is required." />,
    );
    const select = shadow.querySelector('select')!;
    expect(select.required).to.equal(true);
    expect(select.getAttribute('aria-invalid')).to.equal('true');
    const error = shadow.getElementById(select.getAttribute('aria-describedby')!)!;
    expect(error.textContent).to.equal('The grade field is required.');
    expect(error.getAttribute('role')).to.equal('alert');
  });

  it('passes axe', async () => {
    const { host } = await render(
      <>
        <Select label="Region" placeholder="Loading..." options={[]} />
        <Select label="Grade" required options={regions} hint="Pick one" error="The grade field is required." />
      </>,
    );
    await expectAccessible(host);
  });
});
