// Shared by the card form tests: rendering PaymentCard with a provider, typing, reading messages.
import { expect } from '@open-wc/testing';
import { createRef } from 'react';
import type { AppSettings } from '../../../src/api/structs';
import { PaymentCard, type CardFieldHandle } from '../../../src/payments';
import { $app } from '../../../src/stores/app';
import { app } from '../support/fixtures';
import { render, settle, wait, type Rendered } from '../ui/render';

export function useProvider(card_provider: AppSettings['card_provider'], card_public_key: string | null = null): void {
  $app.set({ ...app, card_provider, card_public_key });
}

/** Holds back the answers to `GET /api/app` until `release()`, to see what shows before them. */
export function holdAppAnswer() {
  const original = window.fetch;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    if (new URL(new Request(input, init).url).pathname === '/api/app') await released;
    return original(input, init);
  };
  return { release, restore: () => void (window.fetch = original) };
}

export interface Mounted extends Rendered {
  handle: () => CardFieldHandle;
}

/** Renders the card form and waits for its implementation to arrive. */
export async function mountCard(props: { disabled?: boolean; error?: string } = {}, ready = 'input'): Promise<Mounted> {
  const ref = createRef<CardFieldHandle>();
  const rendered = await render(<PaymentCard ref={ref} {...props} />);
  await until(() => rendered.shadow.querySelector(ready) !== null, `the card form (${ready})`);
  return { ...rendered, handle: () => ref.current! };
}

export async function until(check: () => boolean, what: string, ms = 5000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await wait(20);
  }
  await settle();
}

/** The control whose label reads `label`. */
export function control(shadow: ShadowRoot, label: string): HTMLInputElement {
  const found = [...shadow.querySelectorAll('input')].find(
    (input) => input.labels?.[0]?.textContent?.replace('*', '') === label,
  );
  if (!found) throw new Error(`no input labelled ${label}`);
  return found;
}

/** Types as an input event delivers it: the whole new value, caret at the end. */
export async function fill(input: HTMLInputElement, value: string): Promise<void> {
  input.focus();
  input.value = value;
  input.setSelectionRange(value.length, value.length);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}

/** Leaves a field, as Tab or a click elsewhere would. */
export async function leave(input: HTMLElement): Promise<void> {
  input.dispatchEvent(new FocusEvent('blur'));
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
  await settle();
}

/** The message under a control, found through its aria-describedby, or null. */
export function errorOf(shadow: ShadowRoot, control: Element): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  const error = ids.length ? shadow.getElementById(ids[0]) : null;
  if (!error) return null;
  expect(error.getAttribute('role')).to.equal('alert');
  return error.textContent;
}

/** The message shown under the whole form, or null. */
export function formMessage(shadow: ShadowRoot): string | null {
  const alert = shadow.querySelector('[part="payment-card"] > [part="alert"]');
  return alert?.textContent ?? null;
}
