// Drives <soma-admin> against the reference server as an administrator would: fields by their
// labels, files chosen in file inputs, buttons by their text; and reads what the pages send.
import { executeServerCommand } from '@web/test-runner-commands';
import '../../../../widgets/admin/define';
import { configure } from '../../../../src/config';
import { loadApp } from '../../../../src/stores/app';
import { $regions } from '../../../../src/stores/regions';
import { logout, setToken } from '../../../../src/stores/session';
import { root, until, wait } from '../login/helpers';

export { button, errorOf, expectAccessible, field, requests, root, text, type, until, wait } from '../login/helpers';

/** The administrator, signed in on this page. */
export async function signInAdmin(): Promise<string> {
  const { token } = (await executeServerCommand('soma-admin')) as { token: string };
  setToken(token);
  return token;
}

export function reset(): void {
  configure({ api: '/api', portal: undefined, routing: undefined });
  logout();
  $regions.set(null);
  for (const el of document.querySelectorAll('soma-admin, soma-login, soma-student-login')) el.remove();
}

export async function freshSettings(): Promise<void> {
  await executeServerCommand('soma-reset-settings');
  await loadApp(true);
}

/** Puts <soma-admin> on the page at `path` (memory routing) and waits for the page's content. */
export async function mountAdmin(path: '/customize' | '/site_config', ready: string): Promise<HTMLElement> {
  const el = document.createElement('soma-admin');
  el.setAttribute('start', path);
  document.body.append(el);
  await until(() => el.shadowRoot?.querySelector(ready), `${path} to show ${ready}`, 8000);
  return el;
}

/** A small PNG drawn here. */
export async function png(color = '#c8962b', name = 'image.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 60;
  canvas.height = 30;
  const context = canvas.getContext('2d')!;
  context.fillStyle = color;
  context.fillRect(0, 0, 60, 30);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Chooses `file` in the file input labelled `label`, as the file chooser would. */
export async function choose(el: HTMLElement | ShadowRoot, label: string, file: File): Promise<void> {
  const scope = el instanceof ShadowRoot ? el : root(el);
  const labels = [...scope.querySelectorAll('label')];
  const match = labels.find((l) => l.textContent?.trim() === label);
  if (!match)
    throw new Error(`No file field labelled ${label}; labels: ${labels.map((l) => l.textContent).join(', ')}`);
  const input = scope.getElementById(match.htmlFor) as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await wait(10);
}

/** The dialog open in the element's shadow root. */
export function openDialog(el: HTMLElement): HTMLDialogElement | null {
  return root(el).querySelector('dialog[open]');
}

/** The button of the open dialog whose text is `label`. */
export function dialogButton(el: HTMLElement, label: string): HTMLButtonElement {
  const dialog = openDialog(el);
  if (!dialog) throw new Error('No dialog is open');
  const found = [...dialog.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`No button ${label} in the dialog`);
  return found;
}

/** A button whose visible text (without the text for assistive tech) starts with `label`, inside `scope`. */
export function buttonIn(scope: Element, label: string): HTMLButtonElement {
  const found = [...scope.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(label));
  if (!found) throw new Error(`No button ${label} in ${scope.textContent}`);
  return found;
}
