import { expect } from '@open-wc/testing';
import { createRef } from 'react';
import { TextField } from '../../../src/ui';
import { cleanup, expectAccessible, render } from './render';

describe('TextField', () => {
  afterEach(cleanup);

  it('labels its input with a visible label', async () => {
    const { shadow } = await render(<TextField label="First Name" name="first_name" />);
    const input = shadow.querySelector('input')!;
    expect(input.labels![0].textContent).to.equal('First Name');
    expect(input.labels![0].getAttribute('part')).to.equal('label');
    expect(input.type).to.equal('text');
    expect(input.name).to.equal('first_name');
    expect(input.getAttribute('part')).to.equal('input');
  });

  it('takes the input types forms need', async () => {
    const { shadow } = await render(
      <>
        <TextField label="Password" type="password" />
        <TextField label="Email" type="email" />
        <TextField label="Phone" type="tel" />
        <TextField label="Age" type="number" min={1} max={120} />
      </>,
    );
    expect([...shadow.querySelectorAll('input')].map((i) => i.type)).to.deep.equal([
      'password',
      'email',
      'tel',
      'number',
    ]);
  });

  it('marks required fields for the eye and for assistive tech', async () => {
    const { shadow } = await render(<TextField label="Grade" required />);
    const input = shadow.querySelector('input')!;
    expect(input.required).to.equal(true);
    const mark = input.labels![0].querySelector('[aria-hidden="true"]')!;
    expect(mark.textContent).to.equal('*');
  });

  it('describes the input by its hint', async () => {
    const { shadow } = await render(<TextField label="Countries" hint="ISO codes separated by commas" />);
    const input = shadow.querySelector('input')!;
    const hint = shadow.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).to.equal('ISO codes separated by commas');
    expect(input.hasAttribute('aria-invalid')).to.equal(false);
  });

  it('shows an error under the field, announced and pointed at by aria-describedby', async () => {
    const { shadow } = await render(
      <TextField label="Email" hint="We never share it" error="The email field is required." />,
    );
    const input = shadow.querySelector('input')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const ids = input.getAttribute('aria-describedby')!.split(' ');
    expect(ids).to.have.length(2);
    const error = shadow.getElementById(ids[1])!;
    expect(error.textContent).to.equal('The email field is required.');
    expect(error.getAttribute('role')).to.equal('alert');
    expect(getComputedStyle(error).color).to.equal('rgb(179, 38, 30)');
    expect(input.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    expect(getComputedStyle(input).borderTopColor).to.equal('rgb(179, 38, 30)');
  });

  it('keeps a describedby of its own', async () => {
    const { shadow } = await render(<TextField label="Code" aria-describedby="elsewhere" error="Wrong code" />);
    expect(shadow.querySelector('input')!.getAttribute('aria-describedby')).to.match(/^elsewhere \S+-error$/);
  });

  it('uses a given id', async () => {
    const { shadow } = await render(<TextField label="Login" id="login" error="Bad" />);
    const input = shadow.querySelector('input')!;
    expect(input.id).to.equal('login');
    expect(input.getAttribute('aria-describedby')).to.equal('login-error');
  });

  it('forwards its ref to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const { shadow } = await render(<TextField label="Login" ref={ref} />);
    expect(ref.current).to.equal(shadow.querySelector('input'));
  });

  it('passes axe, with and without an error', async () => {
    const { host } = await render(
      <>
        <TextField label="First Name" required />
        <TextField label="Email" type="email" hint="Used to log in" error="The email must be a valid email address." />
        <TextField label="Password" type="password" disabled />
      </>,
    );
    await expectAccessible(host);
  });
});
