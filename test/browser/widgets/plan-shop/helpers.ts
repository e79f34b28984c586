// Drives <soma-plan-shop> and the receipt of <soma-account> against the reference server, as a
// user would: the plan's Select button, radios and boxes by their labels, the card form by its
// fields; and reads what leaves the elements (events, requests, orders).
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { configure } from '../../../../src/config';
import { loadApp } from '../../../../src/stores/app';
import { logout, setToken } from '../../../../src/stores/session';
import type { PlanFixture } from '../../../server/fixtures';
import { button, root, until, wait } from '../login/helpers';

export {
  button,
  errorOf,
  events,
  expectAccessible,
  field,
  message,
  requests,
  root,
  text,
  title,
  type,
  until,
  wait,
} from '../login/helpers';

export interface Parent {
  user: { id: number };
  email: string;
  phone_number: string;
  password: string;
  token: string;
}

/** A new account holder, signed in on this page; with `plan`, one they already have. */
export async function signIn(plan?: PlanFixture): Promise<Parent> {
  const parent = (await executeServerCommand('soma-parent', plan ? { plan } : {})) as Parent;
  setToken(parent.token);
  return parent;
}

export interface OrderRow {
  id: number;
  kind: string;
  status: string;
  amount: number;
  payment_method: string;
  idempotency_key: string | null;
}

export const ordersOf = (userId: number) => executeServerCommand('soma-orders', { userId }) as Promise<OrderRow[]>;

export function reset(): void {
  configure({ api: '/api', portal: undefined, routing: undefined });
  logout();
  for (const el of document.querySelectorAll('soma-plan-shop, soma-account')) el.remove();
}

export async function freshSettings(): Promise<void> {
  await executeServerCommand('soma-reset-settings');
  await loadApp(true);
}

/** Puts the shop on the page and waits for its plans. */
export async function mountShop(attributes: Record<string, string> = {}): Promise<HTMLElement> {
  const el = document.createElement('soma-plan-shop');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  await until(() => el.shadowRoot?.querySelector('[part="plans"] [part="plan"]'), 'the plans');
  return el;
}

/** Puts <soma-account> on the page at `path` (memory routing, as on another site). */
export async function mountAccount(path: string): Promise<HTMLElement> {
  const el = document.createElement('soma-account');
  el.setAttribute('start', path);
  document.body.append(el);
  await until(() => el.shadowRoot?.querySelector('[part="receipt"], [part="alert"]'), `the page at ${path}`);
  return el;
}

export function plans(shop: HTMLElement): HTMLElement[] {
  return [...root(shop).querySelectorAll<HTMLElement>('[part="plan"]')];
}

/** The plan whose name reads `students` and whose duration reads `duration`, e.g. ('2 Students', 'Monthly'). */
export function plan(shop: HTMLElement, students: string, duration: string): HTMLElement {
  const found = plans(shop).find(
    (li) => li.querySelector('strong')?.textContent === students && li.textContent!.includes(duration),
  );
  if (!found)
    throw new Error(
      `No plan ${students}, ${duration}: ${plans(shop)
        .map((li) => li.textContent)
        .join(' | ')}`,
    );
  return found;
}

/** Chooses a plan and waits for the payment step. */
export async function choose(shop: HTMLElement, students: string, duration = 'Monthly'): Promise<void> {
  plan(shop, students, duration).querySelector('button')!.click();
  await until(
    () => step(shop)?.includes('Payment Info') && root(shop).querySelector('[part="summary"]'),
    'the payment step',
  );
  // A signed-in parent's total is the server's quote, which arrives a moment later.
  await until(() => !root(shop).querySelector('[part="summary"]')!.textContent!.includes('Loading...'), 'the total');
}

/** 'Step 2 of 3: Payment Info', or undefined before the wizard begins. */
export function step(shop: HTMLElement): string | undefined {
  return root(shop).querySelector('[part="title"] + p')?.textContent ?? undefined;
}

/** The radio or checkbox whose label starts with `label`. */
export function choice(el: HTMLElement, label: string): HTMLInputElement {
  const labels = [...root(el).querySelectorAll('label')].filter((l) => l.querySelector('input'));
  const match = labels.find((l) => l.textContent!.replace(/\*$/, '').trim().startsWith(label));
  if (!match)
    throw new Error(
      `No choice labelled ${label}; choices: ${labels.map((l) => l.textContent).join(', ')} in ${root(el).textContent}`,
    );
  return match.querySelector('input')!;
}

export async function tick(el: HTMLElement, label: string): Promise<void> {
  choice(el, label).click();
  await wait(40);
}

export const checkoutButton = (shop: HTMLElement, label = 'Checkout') => button(shop, label);

/** The card form's input labelled `label` (sandbox provider). */
export function cardInput(el: HTMLElement, label: string): HTMLInputElement {
  const found = [...root(el).querySelectorAll('input')].find(
    (input) => input.labels?.[0]?.textContent?.replace('*', '') === label,
  );
  if (!found) throw new Error(`no card input labelled ${label}`);
  return found;
}

const LATER = `12 / ${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** Types a card into the sandbox card form, the way its input events arrive. */
export async function fillCard(el: HTMLElement, number: string): Promise<void> {
  await until(() => root(el).querySelector('[part="payment-card"] input'), 'the card form');
  for (const [label, value] of [
    ['Name on card', 'Wanjiru Kamau'],
    ['Card number', number],
    ['Expiry date', LATER],
    ['Security code', '123'],
  ]) {
    const input = cardInput(el, label);
    input.focus();
    input.value = value;
    input.setSelectionRange(value.length, value.length);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await wait(20);
  }
}

/** Both confirmations of the last step. */
export async function confirmBoth(shop: HTMLElement): Promise<void> {
  await tick(shop, 'I agree to');
  await tick(shop, 'I accept the Terms');
  expect(checkoutButton(shop, checkoutLabelOf(shop)).disabled).to.equal(false);
}

function checkoutLabelOf(shop: HTMLElement): string {
  return [...root(shop).querySelectorAll('button[type="submit"]')]
    .map((b) => b.textContent!.trim())
    .find((t) => t === 'Checkout' || t === 'Sign Up')!;
}

/** The dialog open in the element's shadow root, if any. */
export function openDialog(el: HTMLElement): HTMLDialogElement | null {
  return root(el).querySelector('dialog[open]');
}

/** The receipt's title once it reads `title`. */
export function receiptTitle(account: HTMLElement): string | undefined {
  return root(account).querySelector('[part="receipt"] [part="title"]')?.textContent ?? undefined;
}
