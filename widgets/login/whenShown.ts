/**
 * Calls `then` with the first element under `root` matching `selector`: at once when it is
 * there, else when it is added (a page whose code is still on its way). Answers a function that
 * stops waiting.
 */
export function whenShown(root: ShadowRoot, selector: string, then: (found: HTMLElement) => void): () => void {
  const found = root.querySelector<HTMLElement>(selector);
  if (found) {
    then(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const added = root.querySelector<HTMLElement>(selector);
    if (!added) return;
    observer.disconnect();
    then(added);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}
