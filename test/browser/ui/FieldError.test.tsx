import { expect } from '@open-wc/testing';
import { FieldError } from '../../../src/ui';
import { cleanup, expectAccessible, render } from './render';

describe('FieldError', () => {
  afterEach(cleanup);

  it('renders nothing without a message', async () => {
    const { shadow } = await render(
      <>
        <FieldError id="a" />
        <FieldError id="b">{''}</FieldError>
      </>,
    );
    expect(shadow.querySelector('[role="alert"]')).to.equal(null);
  });

  it('is an alert with the given id, in the danger colour', async () => {
    const { shadow } = await render(<FieldError id="email-error">The email has already been taken.</FieldError>);
    const error = shadow.getElementById('email-error')!;
    expect(error.getAttribute('role')).to.equal('alert');
    expect(error.getAttribute('part')).to.equal('error');
    expect(error.textContent).to.equal('The email has already been taken.');
    expect(getComputedStyle(error).color).to.equal('rgb(179, 38, 30)');
  });

  it('describes the field that points at it', async () => {
    const { shadow } = await render(
      <>
        <label htmlFor="login">Login</label>
        <input id="login" aria-invalid="true" aria-describedby="login-error" />
        <FieldError id="login-error">These credentials do not match our records.</FieldError>
      </>,
    );
    const input = shadow.getElementById('login')!;
    expect(shadow.getElementById(input.getAttribute('aria-describedby')!)!.textContent).to.equal(
      'These credentials do not match our records.',
    );
  });

  it('passes axe', async () => {
    const { host } = await render(<FieldError id="x">Required</FieldError>);
    await expectAccessible(host);
  });
});
