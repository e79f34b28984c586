export interface LightContainer {
  /** Where Stripe mounts: in the page's light DOM, shown at the anchor. */
  target: HTMLElement;
  remove(): void;
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  name: string,
  slotted: boolean,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (tag === 'slot') (node as HTMLSlotElement).name = name;
  if (slotted) node.slot = name;
  return node;
}

/**
 * Stripe Elements refuse to mount inside a shadow root: their frames must be reachable from the
 * page. So the container goes into the light DOM of the outermost shadow host, and named slots
 * (one per shadow root on the way) show it at `anchor`.
 */
export function lightContainer(anchor: HTMLElement, name: string): LightContainer {
  const made: Element[] = [];
  const remove = () => {
    for (const node of made) node.remove();
  };
  let root = anchor.getRootNode();
  if (!(root instanceof ShadowRoot)) {
    const target = element('div', name, false);
    anchor.append(target);
    made.push(target);
    return { target, remove };
  }
  const slot = element('slot', name, false);
  anchor.append(slot);
  made.push(slot);
  for (;;) {
    const host = (root as ShadowRoot).host;
    root = host.getRootNode();
    if (!(root instanceof ShadowRoot)) {
      const target = element('div', name, true);
      host.append(target);
      made.push(target);
      return { target, remove };
    }
    const forward = element('slot', name, true);
    host.append(forward);
    made.push(forward);
  }
}
