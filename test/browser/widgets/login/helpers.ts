// Drives <soma-login> and <soma-student-login> against the reference server, as a user would:
// labels, typing, clicks; and watches what leaves the element (events, requests).
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import {
  deleteLogo,
  saveCustomization,
  uploadLogo,
  type CustomizationSave,
  type LogoName,
} from '../../../../src/api/admin';
import { send } from '../../../../src/client/request';
import { configure } from '../../../../src/config';
import { loadApp } from '../../../../src/stores/app';
import { logout, setToken } from '../../../../src/stores/session';

export interface Parent {
  user: { id: number };
  email: string;
  phone_number: string;
  password: string;
  token: string;
}

export const parent = () => executeServerCommand('soma-parent', {}) as Promise<Parent>;

/** Site settings for the next tests; the page's shared settings are fetched again. */
export async function settings(values: Record<string, unknown>): Promise<void> {
  await executeServerCommand('soma-settings', values);
  await loadApp(true);
}

export async function resetSettings(): Promise<void> {
  await executeServerCommand('soma-reset-settings');
  await loadApp(true);
}

export const EMPTY_SIDEBAR: Omit<CustomizationSave, 'config_key'> = {
  hide_sidebar: false,
  sidebar_title: '',
  sidebar_lines: [],
  sidebar_footer_url: '',
  sidebar_footer: '',
  logo_alt: '',
  nav_logo_alt: '',
  translations: {},
};

/** Saves a login sidebar as the administrator would, then signs the administrator out again. */
export async function customize(config_key: 'standard' | 'student', values: Partial<CustomizationSave>): Promise<void> {
  const { token } = (await executeServerCommand('soma-admin')) as { token: string };
  setToken(token);
  const answer = await send(saveCustomization, { ...EMPTY_SIDEBAR, ...values, config_key });
  logout();
  expect(answer.ok, JSON.stringify(answer)).to.equal(true);
  await loadApp(true);
}

/** A small PNG drawn here, uploaded as the administrator would upload a logo. */
export async function uploadLogoAs(name: LogoName, color = '#c8962b'): Promise<string> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 40;
  const context = canvas.getContext('2d')!;
  context.fillStyle = color;
  context.fillRect(0, 0, 120, 40);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  const { token } = (await executeServerCommand('soma-admin')) as { token: string };
  setToken(token);
  const answer = await send(uploadLogo, { name, logo: new File([blob], `${name}.png`, { type: 'image/png' }) });
  logout();
  if (!answer.ok) throw new Error(`logo upload failed: ${JSON.stringify(answer)}`);
  await loadApp(true);
  return answer.data.url;
}

export async function removeLogo(name: LogoName): Promise<void> {
  const { token } = (await executeServerCommand('soma-admin')) as { token: string };
  setToken(token);
  await send(deleteLogo, { name });
  logout();
  await loadApp(true);
}

export function reset(): void {
  configure({ api: '/api', portal: undefined, routing: undefined });
  logout();
  for (const el of document.querySelectorAll('soma-login, soma-student-login')) el.remove();
}

export function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Waits until `check` answers something truthy; fails with `what` after `timeout` ms. */
type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

export async function until<T>(check: () => T, what: string, timeout = 5000): Promise<Truthy<T>> {
  const end = Date.now() + timeout;
  for (;;) {
    const value = check();
    if (value) return value as Truthy<T>;
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await wait(15);
  }
}

/** Puts an element on the page and waits for its form. */
export async function mount(
  tag: 'soma-login' | 'soma-student-login',
  attributes: Record<string, string> = {},
): Promise<HTMLElement> {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  await until(() => el.shadowRoot?.querySelector('form, [part="message"]'), `<${tag}> to render`);
  return el;
}

export function root(el: HTMLElement): ShadowRoot {
  return el.shadowRoot!;
}

/** The control whose label reads `label` (without the required mark). */
export function field(el: HTMLElement, label: string): HTMLInputElement {
  const labels = [...root(el).querySelectorAll('label')];
  const match = labels.find((l) => l.textContent?.replace(/\*$/, '').trim() === label);
  if (!match) throw new Error(`No field labelled ${label}; labels: ${labels.map((l) => l.textContent).join(', ')}`);
  return root(el).getElementById(match.htmlFor) as HTMLInputElement;
}

export function labels(el: HTMLElement): string[] {
  return [...root(el).querySelectorAll('form label')].map((l) => l.textContent!.trim());
}

/** Types into a field the way input events arrive from a keyboard. */
export async function type(el: HTMLElement, label: string, value: string): Promise<void> {
  const input = field(el, label);
  // The prototype's setter, as a keyboard would: React's value tracking then sees the change too.
  const proto = input instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await wait(5);
}

export function button(el: HTMLElement, text: string): HTMLButtonElement {
  const found = [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim() === text);
  if (!found) throw new Error(`No button ${text}`);
  return found;
}

export function link(el: HTMLElement, text: string): HTMLAnchorElement | undefined {
  return [...root(el).querySelectorAll('a')].find((a) => a.textContent?.trim() === text);
}

export const text = (el: HTMLElement) => root(el).textContent ?? '';

/** The field's error under it, read through its aria-describedby. */
export function errorOf(el: HTMLElement, label: string): string | undefined {
  const input = field(el, label);
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return (
    ids.map((id) => root(el).getElementById(id)).find((node) => node?.getAttribute('part') === 'error')?.textContent ??
    undefined
  );
}

/** The global message under the form. */
export function message(el: HTMLElement): string | undefined {
  return root(el).querySelector('[part="message"]')?.textContent ?? undefined;
}

export function title(el: HTMLElement): string | undefined {
  return root(el).querySelector('[part="title"]')?.textContent ?? undefined;
}

/** Collects `soma-*` events of one name; optionally cancels them (the page takes over). */
export function events<T = unknown>(name: string, { cancel = false } = {}) {
  const seen: T[] = [];
  const listener = (event: Event) => {
    seen.push((event as CustomEvent<T>).detail);
    if (cancel) event.preventDefault();
  };
  document.addEventListener(name, listener);
  return { seen, stop: () => document.removeEventListener(name, listener) };
}

/** Records the API requests the page makes, and can hold them back to show slow answers. */
export function requests({ delay = 0 } = {}) {
  const seen: { method: string; path: string; headers: Headers; body: string }[] = [];
  const original = window.fetch;
  window.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/')) {
      seen.push({
        method: request.method,
        path: url.pathname,
        headers: request.headers,
        body: await request.clone().text(),
      });
      if (delay) await wait(delay);
    }
    return original(input, init);
  };
  return { seen, restore: () => void (window.fetch = original) };
}

/** The one axe helper of the browser tests. */
export { expectAccessible } from '../../ui/render';
