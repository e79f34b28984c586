// The hosted portal on the test page: <Host> mounted at an address, and taken down again with the
// session, as the host tests and the shell tests each need it.
import { createElement, type ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Host } from '../../../host/Host';
import { stylesheet } from '../../../src/theme/stylesheet';
import { logout } from '../../../src/stores/session';
import { themeClass } from '../../../src/theme/theme.css';
import { wait } from '../widgets/login/helpers';

// The portal's page adopts the same sheet as the elements (host/main.ts).
document.adoptedStyleSheets = [stylesheet()];

const start = location.href;
let root: Root | null = null;
/** The portal's mount while it shows. */
export let mount: HTMLElement | null = null;

/** Renders `element` (a part of the portal, or the whole of it) in a mount of its own. */
export async function show(element: ReactElement): Promise<HTMLElement> {
  mount = document.createElement('div');
  mount.className = themeClass;
  document.body.append(mount);
  root = createRoot(mount);
  root.render(element);
  await wait(20);
  return mount;
}

/** Shows the portal at `path`. */
export async function open(path: string): Promise<void> {
  history.replaceState(null, '', path);
  await show(createElement(Host));
}

/** A reload at `path`: the portal taken down and shown again, the tab's session storage kept. */
export async function reload(path: string): Promise<void> {
  root?.unmount();
  mount?.remove();
  await open(path);
}

/** Takes the portal down, logs out and puts the address back. */
export function close(): void {
  root?.unmount();
  mount?.remove();
  root = null;
  mount = null;
  logout();
  history.replaceState(null, '', start);
}

/** Which element shows the signed-in area: 'account' for <soma-account>, 'admin' for <soma-admin>. */
export const signedInArea = () => mount?.querySelector('soma-account, soma-admin')?.localName.replace('soma-', '');
