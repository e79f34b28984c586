const CANDIDATES =
  'a[href],button,input:not([type=hidden]),select,textarea,iframe,summary,[contenteditable=""],[contenteditable=true],[tabindex]';

/** The focused element, looking through open shadow roots (document.activeElement stops at a host). */
export function activeElement(root: Document | ShadowRoot = document): Element | null {
  let el = root.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el;
}

/** The elements inside `root` that Tab reaches, in document order. */
export function tabbables(root: Element): HTMLElement[] {
  const all = [...root.querySelectorAll<HTMLElement>(CANDIDATES)].filter(
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLButtonElement).disabled &&
      !el.closest('[inert]') &&
      el.checkVisibility({ visibilityProperty: true }),
  );
  // Tab stops once per radio group: on its checked radio, else on its first.
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = all.filter(
      (o) => o instanceof HTMLInputElement && o.type === 'radio' && o.name === el.name,
    ) as HTMLInputElement[];
    const checked = group.find((r) => r.checked);
    return el === (checked ?? group[0]);
  });
}
