import { expect, nextFrame } from '@open-wc/testing';
import { createRoot } from 'react-dom/client';
import type { Result } from '../../../src/client/result';
import { useSubmission } from '../../../src/forms/useSubmission';
import { captureErrors } from '../support/api';

type Action = () => Promise<Result<string>>;

function Form({ action }: { action: Action }) {
  const { submit, busy, message, error } = useSubmission(action);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <input aria-label="Name" />
      <span data-testid="name-error">{error('name') ?? ''}</span>
      <span data-testid="message">{message}</span>
      <button type="submit" disabled={busy}>
        Save
      </button>
    </form>
  );
}

function mount(action: Action) {
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(<Form action={action} />);
  return {
    host,
    form: () => host.querySelector('form')!,
    text: (id: string) => host.querySelector(`[data-testid="${id}"]`)!.textContent,
    button: () => host.querySelector('button')!,
    unmount: () => {
      root.unmount();
      host.remove();
    },
  };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSubmission', () => {
  it('sends once however often the form is submitted while in flight, then unlocks', async () => {
    const pending = deferred<Result<string>>();
    let calls = 0;
    const view = mount(() => {
      calls += 1;
      return pending.promise;
    });
    await nextFrame();
    view.form().requestSubmit();
    view.form().requestSubmit();
    view.form().requestSubmit();
    await nextFrame();
    expect(calls).to.equal(1);
    expect(view.button().disabled).to.equal(true);
    pending.resolve({ ok: true, data: 'done' });
    await pending.promise;
    await nextFrame();
    expect(view.button().disabled).to.equal(false);
    view.form().requestSubmit();
    await nextFrame();
    expect(calls).to.equal(2);
    view.unmount();
  });

  it('shows field errors and the global message of a refused submission, and clears them on success', async () => {
    let answer: Result<string> = {
      ok: false,
      kind: 'invalid',
      status: 422,
      message: 'The name field is required.',
      errors: { name: ['The name field is required.', 'second'] },
    };
    const view = mount(async () => answer);
    await nextFrame();
    view.form().requestSubmit();
    await nextFrame();
    await nextFrame();
    expect(view.text('name-error')).to.equal('The name field is required.');
    expect(view.text('message')).to.equal('The name field is required.');
    answer = { ok: true, data: 'ok' };
    view.form().requestSubmit();
    await nextFrame();
    await nextFrame();
    expect(view.text('name-error')).to.equal('');
    expect(view.text('message')).to.equal('');
    view.unmount();
  });

  it('keeps no message for a failed call (already logged by the client)', async () => {
    const view = mount(async () => ({ ok: false, kind: 'failed', status: 500, message: '', errors: {} }));
    await nextFrame();
    view.form().requestSubmit();
    await nextFrame();
    await nextFrame();
    expect(view.text('message')).to.equal('');
    expect(view.button().disabled).to.equal(false);
    view.unmount();
  });

  it('logs an action that throws and unlocks the form', async () => {
    const view = mount(async () => {
      throw new Error('boom');
    });
    await nextFrame();
    const logged = await captureErrors(async () => {
      view.form().requestSubmit();
      await nextFrame();
      await nextFrame();
    });
    expect(logged).to.have.length(1);
    expect(view.button().disabled).to.equal(false);
    view.unmount();
  });
});
