// Drives the welcome screen and the students pages of <soma-account> against the reference server.
import { executeServerCommand } from '@web/test-runner-commands';
import { loadApp } from '../../../../../src/stores/app';
import type { PlanFixture } from '../../../../server/fixtures';
import { setToken } from '../../../../../src/stores/session';
import { root, until, type Parent } from '../overview/helpers';

export * from '../overview/helpers';

export interface StudentRow {
  id: number;
  first_name: string;
  login: string | null;
}

/** A new account holder signed in on this page, with students written straight to the database. */
export async function parentWith(
  plan: PlanFixture | undefined,
  students: Array<Record<string, unknown>> = [],
  fields: Record<string, unknown> = {},
): Promise<{ parent: Parent; students: StudentRow[] }> {
  const parent = (await executeServerCommand('soma-parent', plan ? { ...fields, plan } : fields)) as Parent;
  setToken(parent.token);
  const made = (await executeServerCommand('soma-students', { parentId: parent.user.id, students })) as StudentRow[];
  return { parent, students: made };
}

/** The tiles of the welcome screen: their text and whether they are disabled. */
export function tiles(account: HTMLElement): { text: string; disabled: boolean; el: HTMLButtonElement }[] {
  return [...root(account).querySelectorAll<HTMLButtonElement>('[part="tile"]')].map((el) => ({
    text: readable(el),
    disabled: el.disabled,
    el,
  }));
}

/** What a reader hears of an element: its text without the parts hidden from assistive tech. */
function readable(el: Element): string {
  const copy = el.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
  return copy.textContent!.trim();
}

export function tile(account: HTMLElement, startsWith: string): HTMLButtonElement {
  const found = tiles(account).find((t) => t.text.startsWith(startsWith));
  if (!found)
    throw new Error(
      `no tile ${startsWith}: ${tiles(account)
        .map((t) => t.text)
        .join(' | ')}`,
    );
  return found.el;
}

/** Waits for the welcome screen's tiles or its notice. */
export const mountHome = (path = '/home') => mountPage(path, '[part="tiles"], [part~="gate"], [part="receipt"]');

import { mountPage } from '../overview/helpers';

/** Site settings for the next steps, and the page's shared settings fetched again. */
export async function settings(values: Record<string, unknown>): Promise<void> {
  await executeServerCommand('soma-settings', values);
  await loadApp(true);
}

/** The <dialog> open in the element, if any. */
export function dialogOf(account: HTMLElement): HTMLDialogElement | null {
  return root(account).querySelector('dialog[open]');
}

export const untilDialog = (account: HTMLElement, what: string) => until(() => dialogOf(account), what);
