// Drives the account holder's settings pages of <soma-account> against the reference server.
import { root, until } from '../../plan-shop/helpers';

export * from '../../plan-shop/helpers';

/** Puts <soma-account> on the page at `path` and waits for `ready` (a selector in its shadow root). */
export async function mountPage(path: string, ready: string): Promise<HTMLElement> {
  const el = document.createElement('soma-account');
  el.setAttribute('start', path);
  document.body.append(el);
  await until(() => el.shadowRoot?.querySelector(ready), `${ready} at ${path}`, 8000);
  return el;
}

/** A card of the overview by its part name: profile, plan, password or delete-account. */
export function card(account: HTMLElement, part: 'profile' | 'plan' | 'password' | 'delete-account'): HTMLElement {
  const found = root(account).querySelector<HTMLElement>(`[part="${part}"]`);
  if (!found) throw new Error(`no ${part} card`);
  return found;
}

/** A definition list's terms and values, as a reader meets them. */
export function termsOf(scope: ParentNode): Record<string, string> {
  return Object.fromEntries(
    [...scope.querySelectorAll('dt')].map((dt) => [dt.textContent!, dt.nextElementSibling!.textContent!]),
  );
}

/** The Plan Options menu's button. */
export function menuButton(account: HTMLElement): HTMLButtonElement {
  const found = root(account).querySelector<HTMLButtonElement>('[part="plan"] [aria-haspopup="menu"]');
  if (!found) throw new Error('no Plan Options button');
  return found;
}

/** Opens Plan Options and answers its items: label and whether it is disabled. */
export async function openPlanOptions(
  account: HTMLElement,
): Promise<{ label: string; disabled: boolean; el: HTMLElement }[]> {
  menuButton(account).click();
  await until(() => root(account).querySelector('[role="menu"]'), 'the Plan Options menu');
  return [...root(account).querySelectorAll<HTMLElement>('[role="menuitem"]')].map((el) => ({
    label: el.textContent!,
    disabled: el.getAttribute('aria-disabled') === 'true',
    el,
  }));
}

/** Whether the element shows the page whose part is `part` (overview, cancel, renew, update-payment). */
export function shows(account: HTMLElement, part: string): boolean {
  return Boolean(root(account).querySelector(`[part="${part}"]`));
}

/** Saves a sandbox card for the signed-in account (its first card becomes the default). */
export async function saveCard(token: string, number: string): Promise<string> {
  const response = await fetch('/api/shop/sandbox/payment_methods', {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      number,
      exp_month: 12,
      exp_year: new Date().getFullYear() + 3,
      cvc: '123',
      name: 'Wanjiru Kamau',
    }),
  });
  if (!response.ok) throw new Error(`saving a card: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: string }).id;
}
